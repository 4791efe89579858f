import { z } from 'zod';

// `GET /api/admin/giveaways/:id/analytics`: how a giveaway is doing. Days are New York calendar days.

const Count = z.number().int().nonnegative();
const BySource = z.strictObject({ entry: Count, referral: Count, order: Count, free_alternative: Count });
export type EntriesBySource = z.infer<typeof BySource>;

export const GiveawayAnalyticsSchema = z.strictObject({
  giveawayId: z.uuid(),
  /** Every day from the start to today (or the end), entries credited that day by source, and new entrants. */
  days: z.array(
    z.strictObject({
      day: z.iso.date(),
      entries: BySource,
      entrants: Count,
    }),
  ),
  totals: z.strictObject({
    entries: BySource,
    all: Count,
    entrants: Count,
    disqualified: Count,
    /** Entries credited today (New York). */
    today: Count,
  }),
  /** The top 20 referrers by friends who entered. */
  referrers: z.array(
    z.strictObject({
      entrantId: z.uuid(),
      name: z.string(),
      email: z.string(),
      friends: Count,
      entries: Count,
    }),
  ),
  /** Shares of the link by entrants in the giveaway's dates against entrants who came through a link. */
  conversion: z.strictObject({
    shares: Count,
    referredEntrants: Count,
    /** Referred entrants per share; null with no shares. */
    rate: z.number().nonnegative().nullable(),
  }),
});
export type GiveawayAnalytics = z.infer<typeof GiveawayAnalyticsSchema>;
