import { z } from 'zod';
import { Instant } from '../orders/tracking-response.ts';
import { AdminGiveawaySchema } from './admin-schemas.ts';
import { WINNER_STATUSES, type WinnerStatus } from './rules.ts';
import { MyGiveawayEntrySchema } from './schemas.ts';

// The draw's admin screen, the pass-on of a prize and the customer's claim.

export const WINNER_STATUS_LABELS: Record<WinnerStatus, string> = {
  standby: 'Standby',
  notified: 'Notified',
  claimed: 'Claimed',
  forfeited: 'Forfeited',
  disqualified: 'Disqualified',
};

export const PASS_REASONS = ['unclaimed', 'disqualified'] as const;
export type PassReason = (typeof PASS_REASONS)[number];

export const PASS_REASON_LABELS: Record<PassReason, string> = {
  unclaimed: 'Not claimed by the deadline',
  disqualified: 'Disqualified',
};

/** `POST /api/admin/giveaways/:id/winners/:rank/pass`: why the prize moves on; a disqualification says why. */
export const PassWinnerSchema = z
  .strictObject({
    reason: z.enum(PASS_REASONS, { error: 'Choose why the prize passes on' }),
    note: z.string().trim().max(500, 'The note can be at most 500 characters').default(''),
  })
  .superRefine((p, ctx) => {
    if (p.reason === 'disqualified' && p.note.length === 0)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the winner is disqualified' });
  });
export type PassWinner = z.input<typeof PassWinnerSchema>;

/** One drawn name as staff see it: a winner (first `winnersCount` ranks) or an alternate. */
export const DrawnNameSchema = z.strictObject({
  rank: z.number().int().positive(),
  entrantId: z.uuid(),
  /** Drawn as a winner or as an alternate (the rank decides; a passed-on prize keeps the alternate's label). */
  drawnAs: z.enum(['winner', 'alternate']),
  status: z.enum(WINNER_STATUSES),
  name: z.string(),
  email: z.string(),
  entries: z.number().int().nonnegative(),
  claimDeadline: Instant.nullable(),
  notifiedAt: Instant.nullable(),
  claimedAt: Instant.nullable(),
  passedAt: Instant.nullable(),
  passedReason: z.string().nullable(),
});
export type DrawnName = z.infer<typeof DrawnNameSchema>;

/** The published facts of the draw, for the admin (the seed only once drawn). */
export const DrawSummarySchema = z.strictObject({
  algorithm: z.string(),
  seedHash: z.string(),
  seed: z.string(),
  entriesHash: z.string(),
  entrants: z.number().int().nonnegative(),
  totalEntries: z.number().int().nonnegative(),
  drawnAt: Instant,
  drawnBy: z.string().nullable(),
});
export type DrawSummary = z.infer<typeof DrawSummarySchema>;

/** `GET /api/admin/giveaways/:id/winners` and the draw's answer: the giveaway, the draw once done, the names. */
export const AdminWinnersResponseSchema = z.strictObject({
  giveaway: AdminGiveawaySchema,
  draw: DrawSummarySchema.nullable(),
  winners: z.array(DrawnNameSchema),
});
export type AdminWinnersResponse = z.infer<typeof AdminWinnersResponseSchema>;

/** The pass-on's answer: the names, and who the prize went to (null rank and a message when nobody is left). */
export const PassWinnerResponseSchema = AdminWinnersResponseSchema.extend({
  passedTo: z.number().int().positive().nullable(),
  message: z.string(),
});
export type PassWinnerResponse = z.infer<typeof PassWinnerResponseSchema>;

/** `POST /api/giveaways/:slug/claim`: the caller's entry with its result, now claimed. */
export const ClaimResponseSchema = z.strictObject({ entry: MyGiveawayEntrySchema });
export type ClaimResponse = z.infer<typeof ClaimResponseSchema>;

/** `POST /api/dev/giveaways` (DEV_TOOLS only): a test giveaway with entrants, for the end-to-end tests. */
export const DevGiveawaySchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]{3,60}$/),
  /** Accounts entered, with their entries each. */
  entrants: z.array(z.strictObject({ email: z.email(), entries: z.number().int().min(1).max(100) })).max(50),
  /** Minutes until the end; 0 or less: already ended. */
  endsInMinutes: z.number().int().min(-100_000).max(100_000),
});
export type DevGiveaway = z.infer<typeof DevGiveawaySchema>;
export const DevGiveawayResponseSchema = z.strictObject({ id: z.uuid(), slug: z.string() });
export type DevGiveawayResponse = z.infer<typeof DevGiveawayResponseSchema>;
