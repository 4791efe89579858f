import { z } from 'zod';
import { pageCursor, searchText } from '../admin/list-query.ts';
import { Instant } from '../orders/tracking-response.ts';
import { REFERRAL_REASONS, REFERRAL_STATUSES } from './referrals.ts';
import {
  AdminGiveawayListSchema,
  AdminGiveawayResponseSchema,
  AdminGiveawaySchema,
} from './admin-schemas.ts';

export type AdminGiveawayList = z.infer<typeof AdminGiveawayListSchema>;
export type AdminGiveawayResponse = z.infer<typeof AdminGiveawayResponseSchema>;

// The giveaway admin's entrants table (/admin/giveaways/manage), its switch and end-now answers.

export const ENTRANTS_PAGE_SIZE = 50;
export const ENTRANT_STATUSES = ['eligible', 'disqualified', 'referral_held'] as const;
export type EntrantStatus = (typeof ENTRANT_STATUSES)[number];

/** `GET /api/admin/giveaways/entrants` (and its CSV): filters in the URL, keyset pages newest first. */
export const EntrantListQuerySchema = z.strictObject({
  giveawayId: z.uuid('Choose a giveaway from the list').optional(),
  status: z
    .enum(ENTRANT_STATUSES, { error: 'Choose eligible, disqualified or referral held for review' })
    .optional(),
  q: searchText(),
  cursor: pageCursor(),
});
export type EntrantListQuery = z.infer<typeof EntrantListQuerySchema>;

const Count = z.number().int().nonnegative();

/** One entrant: who, their entries by source, their referrals, and a disqualification if any. */
export const AdminEntrantRowSchema = z.strictObject({
  id: z.uuid(),
  giveawayId: z.uuid(),
  giveawayTitle: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  entries: z.strictObject({
    entry: Count,
    referral: Count,
    order: Count,
    free_alternative: Count,
    total: Count,
  }),
  referralsMade: Count,
  referredBy: z.strictObject({ entrantId: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  /** Whether the share link this entrant came through credited its referrer, and why not. */
  referral: z
    .strictObject({
      status: z.enum(REFERRAL_STATUSES),
      reason: z.enum(REFERRAL_REASONS).nullable(),
      decidedByName: z.string().nullable(),
    })
    .nullable(),
  enteredAt: Instant,
  deviceId: z.string().nullable(),
  disqualified: z.strictObject({ at: Instant, reason: z.string(), byName: z.string().nullable() }).nullable(),
});
export type AdminEntrantRow = z.infer<typeof AdminEntrantRowSchema>;

export const AdminEntrantPageSchema = z.strictObject({
  rows: z.array(AdminEntrantRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminEntrantPage = z.infer<typeof AdminEntrantPageSchema>;

export const AdminEntrantResponseSchema = z.strictObject({ entrant: AdminEntrantRowSchema });
export type AdminEntrantResponse = z.infer<typeof AdminEntrantResponseSchema>;

/** `POST /api/admin/giveaways/entrants/:id/referral`: staff credit or refuse a referral held for review. */
export const ReferralDecisionSchema = z.strictObject({
  decision: z.enum(['credit', 'refuse'], { error: 'Choose credit or refuse' }),
});
export type ReferralDecision = z.infer<typeof ReferralDecisionSchema>;

export const REFERRAL_DECISION_MESSAGES = {
  noReferral: 'This entrant did not come through a share link',
  notHeld: 'Only a referral held for review can be credited or refused',
} as const;

/** `POST /api/admin/giveaways/:id/active`: the giveaway's own switch. */
export const GiveawayActiveSchema = z.strictObject({
  active: z.boolean({ error: 'Choose on or off' }),
});

/** `GET /api/admin/giveaways/:id`: the giveaway and whether its start date is still free to move. */
export const AdminGiveawayDetailSchema = z.strictObject({
  giveaway: AdminGiveawaySchema,
  /** Entries have come in: the start date is fixed. */
  datesLocked: z.boolean(),
});
export type AdminGiveawayDetail = z.infer<typeof AdminGiveawayDetailSchema>;

/** End now is refused for these. */
export const GIVEAWAY_END_MESSAGES = {
  alreadyEnded: 'This giveaway has already ended',
  notStarted: 'This giveaway has not started; switch it off instead',
} as const;
