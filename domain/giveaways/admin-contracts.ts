import type { Contract } from '../http.ts';
import { GiveawayAnalyticsSchema } from './admin-analytics.ts';
import {
  AdminEntrantPageSchema,
  AdminEntrantResponseSchema,
  AdminGiveawayDetailSchema,
} from './admin-entrants.ts';
import { AdminGiveawayListSchema, AdminGiveawayResponseSchema } from './admin-schemas.ts';

/** What the giveaway admin (list, form, switch, entrants, analytics) answers on success; see ../contracts.ts. */
export const adminGiveawayContracts = {
  'GET /api/admin/giveaways': AdminGiveawayListSchema,
  'POST /api/admin/giveaways': AdminGiveawayResponseSchema,
  'GET /api/admin/giveaways/entrants': AdminEntrantPageSchema,
  'GET /api/admin/giveaways/entrants/export.csv': 'csv',
  'POST /api/admin/giveaways/entrants/:id/disqualify': AdminEntrantResponseSchema,
  'POST /api/admin/giveaways/entrants/:id/referral': AdminEntrantResponseSchema,
  'GET /api/admin/giveaways/:id': AdminGiveawayDetailSchema,
  'PUT /api/admin/giveaways/:id': AdminGiveawayResponseSchema,
  'POST /api/admin/giveaways/:id/active': AdminGiveawayResponseSchema,
  'POST /api/admin/giveaways/:id/end': AdminGiveawayResponseSchema,
  'GET /api/admin/giveaways/:id/analytics': GiveawayAnalyticsSchema,
} satisfies Record<string, Contract>;
