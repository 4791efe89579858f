import type { Contract } from '../http.ts';
import { DrawCheckDataSchema } from './draw-check.ts';
import {
  AdminWinnersResponseSchema,
  ClaimResponseSchema,
  DevGiveawayResponseSchema,
  PassWinnerResponseSchema,
} from './draw-schemas.ts';
import { PublishedDrawSchema } from './schemas.ts';

/** What the draw, its winners and the claim answer on success; see ../contracts.ts. */
export const giveawayDrawContracts = {
  'GET /api/giveaways/:slug/draw': PublishedDrawSchema,
  'GET /api/giveaways/:slug/check': DrawCheckDataSchema,
  'POST /api/giveaways/:slug/claim': ClaimResponseSchema,
  'POST /api/admin/giveaways/:id/draw': AdminWinnersResponseSchema,
  'GET /api/admin/giveaways/:id/winners': AdminWinnersResponseSchema,
  'POST /api/admin/giveaways/:id/winners/:rank/pass': PassWinnerResponseSchema,
  'POST /api/dev/giveaways': DevGiveawayResponseSchema,
  'POST /api/dev/giveaways/:slug/end': DevGiveawayResponseSchema,
} satisfies Record<string, Contract>;
