import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { giveawayEntrants, giveawayEntries, giveaways } from '#server/db/schema/giveaways.ts';

// The dev tools' test giveaway (DEV_TOOLS only): written straight, for the end-to-end tests.

export async function insertTestGiveaway(tx: DbOrTx, values: typeof giveaways.$inferInsert) {
  const [row] = await tx.insert(giveaways).values(values).returning({ id: giveaways.id });
  return row!.id;
}

export async function insertTestEntrant(
  tx: DbOrTx,
  giveawayId: string,
  entrant: { userId: string; shareCode: string; entries: number },
) {
  const [row] = await tx
    .insert(giveawayEntrants)
    .values({
      giveawayId,
      userId: entrant.userId,
      shareCode: entrant.shareCode,
      zip: '11201',
      birthDate: '1990-01-01',
    })
    .returning({ id: giveawayEntrants.id });
  await tx
    .insert(giveawayEntries)
    .values({ giveawayId, entrantId: row!.id, source: 'entry', entries: entrant.entries });
}

/** Ends a test giveaway now (its start moves back when it was later). */
export async function endTestGiveaway(tx: DbOrTx, slug: string, at: Date) {
  const before = new Date(at.getTime() - 60_000);
  const [row] = await tx
    .update(giveaways)
    .set({
      endsAt: at,
      startsAt: sql`least(${giveaways.startsAt}, ${before.toISOString()}::timestamptz)`,
      updatedAt: at,
    })
    .where(eq(giveaways.slug, slug))
    .returning({ id: giveaways.id });
  return row?.id ?? null;
}
