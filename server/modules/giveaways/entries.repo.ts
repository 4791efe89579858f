import { and, eq, isNull, sql } from 'drizzle-orm';
import { creditable, type GiveawayEntrySource } from '#domain/giveaways/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { giveawayEntrants, giveawayEntries, giveaways } from '#server/db/schema/giveaways.ts';

// The one write path of entries: every credit takes the entrant's row lock, counts what the entrant holds and
// credits only what the per-person limit still allows, so concurrent credits (two processes, two tabs) never pass it.

type Giveaway = typeof giveaways.$inferSelect;

export interface Credit {
  source: GiveawayEntrySource;
  /** Entries wanted; fewer are credited near the limit, none at it. */
  entries: number;
  referredEntrantId?: string;
  orderId?: string;
  nyDay?: string;
}

/** Locks the entrant's row for the rest of the transaction and answers the entries it holds. */
export async function lockEntrant(tx: DbOrTx, entrantId: string): Promise<number> {
  await tx.execute(
    sql`select 1 from ${giveawayEntrants} where ${giveawayEntrants.id} = ${entrantId} for update`,
  );
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${giveawayEntries.entries}), 0)::int` })
    .from(giveawayEntries)
    .where(eq(giveawayEntries.entrantId, entrantId));
  return row?.n ?? 0;
}

/**
 * Credits one entry row to a locked entrant (call `lockEntrant` first in the same transaction): at most what the limit
 * allows; nothing when the limit is reached or the row already exists (its unique index). Answers what was credited.
 */
export async function creditEntry(
  tx: DbOrTx,
  g: Pick<Giveaway, 'id' | 'perPersonLimit'>,
  entrantId: string,
  held: number,
  credit: Credit,
): Promise<number> {
  const entries = creditable(held, credit.entries, g.perPersonLimit);
  if (entries === 0) return 0;
  const inserted = await tx
    .insert(giveawayEntries)
    .values({
      giveawayId: g.id,
      entrantId,
      source: credit.source,
      entries,
      referredEntrantId: credit.referredEntrantId ?? null,
      orderId: credit.orderId ?? null,
      nyDay: credit.nyDay ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: giveawayEntries.id });
  return inserted.length > 0 ? entries : 0;
}

/**
 * Credits the giveaway's order bonus for delivered orders not credited yet (`uncreditedOrders` in
 * giveaways.queries.ts reads them), entrant by entrant under each one's row lock. Answers the entrant ids that got
 * entries.
 */
export async function creditOrders(
  tx: DbOrTx,
  g: Pick<Giveaway, 'id' | 'perPersonLimit' | 'orderEntries'>,
  pending: readonly { entrantId: string; orderId: string }[],
): Promise<string[]> {
  if (g.orderEntries <= 0) return [];
  const credited = new Set<string>();
  let current: string | null = null;
  let held = 0;
  for (const row of pending) {
    if (row.entrantId !== current) {
      current = row.entrantId;
      held = await lockEntrant(tx, current);
    }
    const got = await creditEntry(tx, g, current, held, {
      source: 'order',
      entries: g.orderEntries,
      orderId: row.orderId,
    });
    held += got;
    if (got > 0) credited.add(current);
  }
  return [...credited];
}

/** The giveaways an order's customer entered that give an order bonus, for crediting a delivery. */
export function giveawaysWithOrderBonusFor(tx: DbOrTx, userId: string) {
  return tx
    .select({ giveaway: giveaways, entrantId: giveawayEntrants.id })
    .from(giveawayEntrants)
    .innerJoin(giveaways, eq(giveaways.id, giveawayEntrants.giveawayId))
    .where(
      and(
        eq(giveawayEntrants.userId, userId),
        isNull(giveawayEntrants.disqualifiedAt),
        sql`${giveaways.orderEntries} > 0`,
      ),
    );
}
