import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { giveawayDraws, giveawayEntrants, giveawayEntries, giveaways } from '#server/db/schema/giveaways.ts';

// The draw's own writes and reads: the frozen entry list and the draw row (the row lock is admin-giveaways.repo.ts').

export type GiveawayRow = typeof giveaways.$inferSelect;
export type DrawRow = typeof giveawayDraws.$inferSelect;

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
