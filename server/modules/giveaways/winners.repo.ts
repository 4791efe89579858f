import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { giveawayEntrants, giveawayWinners } from '#server/db/schema/giveaways.ts';

// Winners and alternates in draw order: written once by the draw, then moved by claims and pass-ons.

export type WinnerRow = typeof giveawayWinners.$inferSelect;
export type WinnerPatch = Partial<
  Pick<WinnerRow, 'status' | 'claimDeadline' | 'notifiedAt' | 'claimedAt' | 'passedAt' | 'passedReason'>
>;

export async function insertWinners(tx: DbOrTx, rows: (typeof giveawayWinners.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(giveawayWinners).values(rows);
}

export function winnerRows(db: DbOrTx, giveawayId: string): Promise<WinnerRow[]> {
  return db
    .select()
    .from(giveawayWinners)
    .where(eq(giveawayWinners.giveawayId, giveawayId))
    .orderBy(asc(giveawayWinners.rank));
}

/** One drawn name, locked for the rest of the transaction. */
export async function lockWinner(tx: DbOrTx, giveawayId: string, rank: number): Promise<WinnerRow | null> {
  const [row] = await tx
    .select()
    .from(giveawayWinners)
    .where(and(eq(giveawayWinners.giveawayId, giveawayId), eq(giveawayWinners.rank, rank)))
    .for('update');
  return row ?? null;
}

/** The first alternate still on standby, by rank, locked. */
export async function nextStandby(tx: DbOrTx, giveawayId: string): Promise<WinnerRow | null> {
  const [row] = await tx
    .select()
    .from(giveawayWinners)
    .where(and(eq(giveawayWinners.giveawayId, giveawayId), eq(giveawayWinners.status, 'standby')))
    .orderBy(asc(giveawayWinners.rank))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateWinner(tx: DbOrTx, giveawayId: string, rank: number, patch: WinnerPatch) {
  await tx
    .update(giveawayWinners)
    .set(patch)
    .where(and(eq(giveawayWinners.giveawayId, giveawayId), eq(giveawayWinners.rank, rank)));
}

/** The caller's drawn name in a giveaway (locked), through their entrant row. */
export async function lockWinnerOfUser(
  tx: DbOrTx,
  giveawayId: string,
  userId: string,
): Promise<WinnerRow | null> {
  const [row] = await tx
    .select({ winner: giveawayWinners })
    .from(giveawayWinners)
    .innerJoin(giveawayEntrants, eq(giveawayEntrants.id, giveawayWinners.entrantId))
    .where(and(eq(giveawayWinners.giveawayId, giveawayId), eq(giveawayEntrants.userId, userId)))
    .for('update', { of: giveawayWinners });
  return row?.winner ?? null;
}
