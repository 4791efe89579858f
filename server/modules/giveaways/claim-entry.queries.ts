import { and, eq, sql } from 'drizzle-orm';
import { GIVEAWAY_ENTRY_SOURCES, type GiveawayEntrySource } from '#domain/giveaways/rules.ts';
import type { MyGiveawayEntry } from '#domain/giveaways/schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { giveawayEntrants, giveawayEntries, giveawayWinners } from '#server/db/schema/giveaways.ts';
import { toPublicGiveaway, type GiveawayRecord } from './giveaways.queries.ts';

/**
 * One customer's place in a drawn giveaway, shaped as My Entries shows it: what the claim answers. A claim comes
 * after the draw, so no free entry is open any more.
 */
export async function drawnEntryOf(
  db: DbOrTx,
  record: GiveawayRecord,
  userId: string,
  now: Date,
): Promise<MyGiveawayEntry | null> {
  const [entrant] = await db
    .select()
    .from(giveawayEntrants)
    .where(and(eq(giveawayEntrants.giveawayId, record.giveaway.id), eq(giveawayEntrants.userId, userId)));
  if (!entrant) return null;
  const sums = await db
    .select({
      source: giveawayEntries.source,
      entries: sql<number>`sum(${giveawayEntries.entries})::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(giveawayEntries)
    .where(eq(giveawayEntries.entrantId, entrant.id))
    .groupBy(giveawayEntries.source);
  const bySource = Object.fromEntries(GIVEAWAY_ENTRY_SOURCES.map((s) => [s, 0])) as Record<
    GiveawayEntrySource,
    number
  >;
  for (const s of sums) bySource[s.source] = s.entries;
  const [winner] = await db
    .select()
    .from(giveawayWinners)
    .where(
      and(eq(giveawayWinners.giveawayId, record.giveaway.id), eq(giveawayWinners.entrantId, entrant.id)),
    );
  return {
    giveaway: toPublicGiveaway(record, now),
    entrantId: entrant.id,
    shareCode: entrant.shareCode,
    enteredAt: entrant.enteredAt.toISOString(),
    total: sums.reduce((sum, s) => sum + s.entries, 0),
    bySource,
    friendsReferred: sums.find((s) => s.source === 'referral')?.rows ?? 0,
    freeEntryAvailable: false,
    disqualified: entrant.disqualifiedAt !== null,
    result: record.drawnAt
      ? {
          drawn: Boolean(winner),
          rank: winner?.rank ?? null,
          status: winner?.status ?? null,
          claimDeadline: winner?.claimDeadline?.toISOString() ?? null,
        }
      : null,
  };
}
