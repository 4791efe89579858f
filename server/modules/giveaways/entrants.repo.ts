import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GiveawayEntrySource } from '#domain/giveaways/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { giveawayEntrants, giveawayEntries, giveawayWinners } from '#server/db/schema/giveaways.ts';
import { openReferralCounts } from './referrals.repo.ts';

// The customer side's own reads and the entrant row it writes; entries themselves go through entries.repo.ts.

export type EntrantRow = typeof giveawayEntrants.$inferSelect;

export async function entrantOf(db: DbOrTx, giveawayId: string, userId: string): Promise<EntrantRow | null> {
  const [row] = await db
    .select()
    .from(giveawayEntrants)
    .where(and(eq(giveawayEntrants.giveawayId, giveawayId), eq(giveawayEntrants.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function entrantById(db: DbOrTx, id: string): Promise<EntrantRow | null> {
  const [row] = await db.select().from(giveawayEntrants).where(eq(giveawayEntrants.id, id)).limit(1);
  return row ?? null;
}

/** Every giveaway the user entered, newest entry first. */
export function entrantsOfUser(db: DbOrTx, userId: string): Promise<EntrantRow[]> {
  return db
    .select()
    .from(giveawayEntrants)
    .where(eq(giveawayEntrants.userId, userId))
    .orderBy(desc(giveawayEntrants.enteredAt));
}

export async function entrantByShareCode(
  db: DbOrTx,
  giveawayId: string,
  shareCode: string,
): Promise<EntrantRow | null> {
  const [row] = await db
    .select()
    .from(giveawayEntrants)
    .where(and(eq(giveawayEntrants.giveawayId, giveawayId), eq(giveawayEntrants.shareCode, shareCode)))
    .limit(1);
  return row ?? null;
}

/** The new entrant, or null when the person already entered (the unique index decides under concurrency). */
export async function insertEntrant(
  tx: DbOrTx,
  values: Pick<
    typeof giveawayEntrants.$inferInsert,
    'giveawayId' | 'userId' | 'shareCode' | 'referredBy' | 'deviceId' | 'ip' | 'zip' | 'birthDate'
  >,
): Promise<EntrantRow | null> {
  const [row] = await tx.insert(giveawayEntrants).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setReferredBy(tx: DbOrTx, entrantId: string, referrerId: string) {
  await tx.update(giveawayEntrants).set({ referredBy: referrerId }).where(eq(giveawayEntrants.id, entrantId));
}

export async function hasFreeEntryOn(db: DbOrTx, entrantId: string, nyDay: string): Promise<boolean> {
  const [row] = await db
    .select({ id: giveawayEntries.id })
    .from(giveawayEntries)
    .where(
      and(
        eq(giveawayEntries.entrantId, entrantId),
        eq(giveawayEntries.source, 'free_alternative'),
        eq(giveawayEntries.nyDay, nyDay),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface EntrantTotals {
  bySource: Record<GiveawayEntrySource, number>;
  friendsReferred: number;
  /** Friends whose referral is not credited yet (waiting or held; the reason stays with staff). */
  friendsPending: number;
  freeToday: boolean;
  winner: {
    rank: number;
    status: (typeof giveawayWinners.$inferSelect)['status'];
    claimDeadline: Date | null;
  } | null;
}

/** Entries by source, friends referred, today's free entry and the draw result of each entrant given. */
export async function entrantTotals(
  db: DbOrTx,
  entrantIds: readonly string[],
  nyDay: string,
): Promise<Map<string, EntrantTotals>> {
  const totals = new Map<string, EntrantTotals>();
  if (entrantIds.length === 0) return totals;
  for (const id of entrantIds) {
    totals.set(id, {
      bySource: { entry: 0, referral: 0, order: 0, free_alternative: 0 },
      friendsReferred: 0,
      friendsPending: 0,
      freeToday: false,
      winner: null,
    });
  }
  const ids = [...entrantIds];
  const sums = await db
    .select({
      entrantId: giveawayEntries.entrantId,
      source: giveawayEntries.source,
      entries: sql<number>`sum(${giveawayEntries.entries})::int`,
      friends: sql<number>`count(*) filter (where ${giveawayEntries.source} = 'referral')::int`,
      today: sql<boolean>`bool_or(${giveawayEntries.source} = 'free_alternative' and ${giveawayEntries.nyDay} = ${nyDay})`,
    })
    .from(giveawayEntries)
    .where(inArray(giveawayEntries.entrantId, ids))
    .groupBy(giveawayEntries.entrantId, giveawayEntries.source);
  for (const row of sums) {
    const t = totals.get(row.entrantId)!;
    t.bySource[row.source] = row.entries;
    t.friendsReferred += row.friends;
    t.freeToday ||= Boolean(row.today);
  }
  for (const [id, n] of await openReferralCounts(db, ids)) totals.get(id)!.friendsPending = n;
  const winners = await db
    .select({
      entrantId: giveawayWinners.entrantId,
      rank: giveawayWinners.rank,
      status: giveawayWinners.status,
      claimDeadline: giveawayWinners.claimDeadline,
    })
    .from(giveawayWinners)
    .where(inArray(giveawayWinners.entrantId, ids));
  for (const w of winners) {
    totals.get(w.entrantId)!.winner = { rank: w.rank, status: w.status, claimDeadline: w.claimDeadline };
  }
  return totals;
}
