import type { Contract } from '../http.ts';
import {
  EnterResponseSchema,
  GiveawayResponseSchema,
  LiveGiveawayResponseSchema,
  MyEntriesResponseSchema,
  MyEntryResponseSchema,
} from './schemas.ts';
import { GiveawayListResponseSchema } from './public-schemas.ts';

/** What the storefront's giveaway routes and My Entries answer on success; see ../contracts.ts. */
export const giveawayPublicContracts = {
  'GET /api/giveaways': GiveawayListResponseSchema,
  'GET /api/giveaways/live': LiveGiveawayResponseSchema,
  'GET /api/giveaways/:slug': GiveawayResponseSchema,
  'GET /api/giveaways/:slug/me': MyEntryResponseSchema,
  'POST /api/giveaways/:slug/enter': EnterResponseSchema,
  'POST /api/giveaways/:slug/free-entry': MyEntryResponseSchema,
  'POST /api/giveaways/:slug/share': 'empty',
  'GET /api/account/giveaway-entries': MyEntriesResponseSchema,
} satisfies Record<string, Contract>;
