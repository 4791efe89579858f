import { and, eq, isNull, sql } from 'drizzle-orm';
import type { GiveawayInput } from '#domain/giveaways/admin-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { giveawayEntrants, giveawayEntries, giveaways } from '#server/db/schema/giveaways.ts';

// The giveaway admin's writes: the giveaways module's own tables (giveaways, giveaway_entrants).

const fields = (input: GiveawayInput) => ({
  slug: input.slug,
  title: input.title,
  prize: input.prize,
  prizeValueCents: input.prizeValueCents,
  sponsor: input.sponsor,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  entryEntries: input.entryEntries,
  referralEntries: input.referralEntries,
  orderEntries: input.orderEntries,
  perPersonLimit: input.perPersonLimit,
  winnersCount: input.winnersCount,
  alternatesCount: input.alternatesCount,
  claimDays: input.claimDays,
  rulesAdditions: input.rulesAdditions,
  bannerText: input.bannerText,
  active: input.active,
});

/** A new giveaway with its seed and commitment, set once here and never edited. */
export async function insertGiveaway(
  tx: DbOrTx,
  input: GiveawayInput,
  commitment: { seed: string; seedHash: string },
): Promise<string> {
  const [row] = await tx
    .insert(giveaways)
    .values({ ...fields(input), seed: commitment.seed, seedHash: commitment.seedHash })
    .returning({ id: giveaways.id });
  return row!.id;
}

/** The form's fields; never the seed or its hash. */
export async function updateGiveaway(tx: DbOrTx, id: string, input: GiveawayInput, now: Date) {
  await tx
    .update(giveaways)
    .set({ ...fields(input), updatedAt: now })
    .where(eq(giveaways.id, id));
}

export async function setGiveawayActive(tx: DbOrTx, id: string, active: boolean, now: Date) {
  await tx.update(giveaways).set({ active, updatedAt: now }).where(eq(giveaways.id, id));
}

export async function endGiveawayAt(tx: DbOrTx, id: string, at: Date) {
  await tx.update(giveaways).set({ endsAt: at, updatedAt: at }).where(eq(giveaways.id, id));
}

/**
 * Takes the giveaway's row lock for the rest of the transaction (no entry, edit, draw or pass-on runs beside it) and
 * answers the row; null when there is no such giveaway.
 */
export async function lockGiveaway(tx: DbOrTx, id: string): Promise<typeof giveaways.$inferSelect | null> {
  const [row] = await tx.select().from(giveaways).where(eq(giveaways.id, id)).for('update');
  return row ?? null;
}

/** Whether any entry has come in (the start date is then fixed). */
export async function hasEntries(db: DbOrTx, giveawayId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(giveawayEntries)
    .where(eq(giveawayEntries.giveawayId, giveawayId))
    .limit(1);
  return Boolean(row);
}

/** The entrant's row, locked: the giveaway it belongs to, its person and its disqualification. */
export async function lockEntrantRow(tx: DbOrTx, entrantId: string) {
  const [row] = await tx
    .select({
      id: giveawayEntrants.id,
      giveawayId: giveawayEntrants.giveawayId,
      userId: giveawayEntrants.userId,
      disqualifiedAt: giveawayEntrants.disqualifiedAt,
      disqualifiedReason: giveawayEntrants.disqualifiedReason,
      disqualifiedBy: giveawayEntrants.disqualifiedBy,
    })
    .from(giveawayEntrants)
    .where(eq(giveawayEntrants.id, entrantId))
    .for('update');
  return row ?? null;
}

/** Disqualifies an entrant not disqualified yet; answers whether it did. */
export async function disqualifyEntrant(
  tx: DbOrTx,
  entrantId: string,
  by: { at: Date; reason: string; userId: string },
): Promise<boolean> {
  const rows = await tx
    .update(giveawayEntrants)
    .set({ disqualifiedAt: by.at, disqualifiedReason: by.reason, disqualifiedBy: by.userId })
    .where(and(eq(giveawayEntrants.id, entrantId), isNull(giveawayEntrants.disqualifiedAt)))
    .returning({ id: giveawayEntrants.id });
  return rows.length > 0;
}
