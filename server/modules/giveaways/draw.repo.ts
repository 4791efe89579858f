import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { giveawayDraws, giveawayEntrants, giveawayEntries, giveaways } from '#server/db/schema/giveaways.ts';

// The draw's own writes and reads: the giveaway's row lock, the frozen entry list, the draw row.

export type GiveawayRow = typeof giveaways.$inferSelect;
export type DrawRow = typeof giveawayDraws.$inferSelect;

/** Locks the giveaway's row for the rest of the transaction (one draw at a time) and answers it. */
export async function lockGiveaway(tx: DbOrTx, id: string): Promise<GiveawayRow | null> {
  const [row] = await tx.select().from(giveaways).where(eq(giveaways.id, id)).for('update');
  return row ?? null;
}

export async function drawOf(db: DbOrTx, giveawayId: string): Promise<DrawRow | null> {
  const [row] = await db.select().from(giveawayDraws).where(eq(giveawayDraws.giveawayId, giveawayId));
  return row ?? null;
}

/** Every entrant not disqualified with the sum of their entries: the list the draw freezes. */
export async function entryTotals(tx: DbOrTx, giveawayId: string): Promise<[string, number][]> {
  const rows = await tx
    .select({
      entrantId: giveawayEntries.entrantId,
      entries: sql<number>`sum(${giveawayEntries.entries})::int`,
    })
    .from(giveawayEntries)
    .innerJoin(giveawayEntrants, eq(giveawayEntrants.id, giveawayEntries.entrantId))
    .where(and(eq(giveawayEntries.giveawayId, giveawayId), isNull(giveawayEntrants.disqualifiedAt)))
    .groupBy(giveawayEntries.entrantId);
  return rows.map((r) => [r.entrantId, r.entries]);
}

export async function insertDraw(tx: DbOrTx, draw: typeof giveawayDraws.$inferInsert) {
  await tx.insert(giveawayDraws).values(draw);
}

/** A winner disqualified after the draw: their entrant row is disqualified too (kept when it already was). */
export async function disqualifyEntrant(
  tx: DbOrTx,
  entrantId: string,
  by: { userId: string; reason: string; at: Date },
) {
  await tx
    .update(giveawayEntrants)
    .set({ disqualifiedAt: by.at, disqualifiedReason: by.reason, disqualifiedBy: by.userId })
    .where(and(eq(giveawayEntrants.id, entrantId), isNull(giveawayEntrants.disqualifiedAt)));
}
