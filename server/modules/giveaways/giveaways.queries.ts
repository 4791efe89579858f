import { and, asc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AdminGiveaway } from '#domain/giveaways/admin-schemas.ts';
import { giveawayStatus } from '#domain/giveaways/rules.ts';
import type { PublicGiveaway } from '#domain/giveaways/schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { giveawayDraws, giveawayEntrants, giveawayEntries, giveaways } from '#server/db/schema/giveaways.ts';
import { orders } from '#server/db/schema/orders.ts';

// Read model shared by the giveaway routes (storefront, account, admin): a giveaway with its draw time and its
// entry counts. Reads only.

const columns = {
  giveaway: giveaways,
  drawnAt: giveawayDraws.drawnAt,
  entrants: sql<number>`(select count(*)::int from ${giveawayEntrants} e
    where e.giveaway_id = ${giveaways.id} and e.disqualified_at is null)`,
  totalEntries: sql<number>`(select coalesce(sum(x.entries), 0)::int from ${giveawayEntries} x
    join ${giveawayEntrants} e on e.id = x.entrant_id
    where x.giveaway_id = ${giveaways.id} and e.disqualified_at is null)`,
};

export type GiveawayRecord = Awaited<ReturnType<typeof giveawayRecords>>[number];

function giveawayRecords(db: DbOrTx) {
  return db
    .select(columns)
    .from(giveaways)
    .leftJoin(giveawayDraws, eq(giveawayDraws.giveawayId, giveaways.id))
    .$dynamic();
}

export async function giveawayBySlug(db: DbOrTx, slug: string): Promise<GiveawayRecord | null> {
  const [row] = await giveawayRecords(db).where(eq(giveaways.slug, slug)).limit(1);
  return row ?? null;
}

export async function giveawayById(db: DbOrTx, id: string): Promise<GiveawayRecord | null> {
  const [row] = await giveawayRecords(db).where(eq(giveaways.id, id)).limit(1);
  return row ?? null;
}

/** The storefront's live giveaway: active, started, not ended, not drawn; the one ending first. */
export async function liveGiveaway(db: DbOrTx, now: Date): Promise<GiveawayRecord | null> {
  const [row] = await giveawayRecords(db)
    .where(
      and(
        eq(giveaways.active, true),
        lte(giveaways.startsAt, now),
        gt(giveaways.endsAt, now),
        isNull(giveawayDraws.giveawayId),
      ),
    )
    .orderBy(asc(giveaways.endsAt))
    .limit(1);
  return row ?? null;
}

/** Every giveaway, newest start first (the admin list; a store runs a handful a year). */
export function allGiveaways(db: DbOrTx) {
  return giveawayRecords(db).orderBy(sql`${giveaways.startsAt} desc`);
}

/** The public face: never the seed. */
export function toPublicGiveaway(record: GiveawayRecord, now: Date): PublicGiveaway {
  const g = record.giveaway;
  return {
    id: g.id,
    slug: g.slug,
    title: g.title,
    prize: g.prize,
    prizeValueCents: g.prizeValueCents,
    sponsor: g.sponsor,
    startsAt: g.startsAt.toISOString(),
    endsAt: g.endsAt.toISOString(),
    status: giveawayStatus({ ...g, drawnAt: record.drawnAt }, now),
    entryEntries: g.entryEntries,
    referralEntries: g.referralEntries,
    orderEntries: g.orderEntries,
    perPersonLimit: g.perPersonLimit,
    winnersCount: g.winnersCount,
    alternatesCount: g.alternatesCount,
    claimDays: g.claimDays,
    rulesAdditions: g.rulesAdditions,
    bannerText: g.bannerText,
    seedHash: g.seedHash,
    entrants: record.entrants,
    totalEntries: record.totalEntries,
  };
}

export function toAdminGiveaway(record: GiveawayRecord, now: Date): AdminGiveaway {
  return {
    ...toPublicGiveaway(record, now),
    active: record.giveaway.active,
    drawnAt: record.drawnAt?.toISOString() ?? null,
    createdAt: record.giveaway.createdAt.toISOString(),
    updatedAt: record.giveaway.updatedAt.toISOString(),
  };
}

/**
 * Delivered orders placed in the giveaway's dates whose order bonus is not credited yet, by entrant then order time:
 * for one entrant, one order, or (neither given) every entrant not disqualified (the draw, before it freezes the list).
 */
export async function uncreditedOrders(
  db: DbOrTx,
  g: { id: string; orderEntries: number; startsAt: Date; endsAt: Date },
  only: { entrantId?: string; orderId?: string } = {},
): Promise<{ entrantId: string; orderId: string }[]> {
  if (g.orderEntries <= 0) return [];
  return db
    .select({ entrantId: giveawayEntrants.id, orderId: orders.id })
    .from(giveawayEntrants)
    .innerJoin(orders, eq(orders.userId, giveawayEntrants.userId))
    .where(
      and(
        eq(giveawayEntrants.giveawayId, g.id),
        isNull(giveawayEntrants.disqualifiedAt),
        eq(orders.status, 'delivered'),
        gte(orders.createdAt, g.startsAt),
        lt(orders.createdAt, g.endsAt),
        only.entrantId ? eq(giveawayEntrants.id, only.entrantId) : undefined,
        only.orderId ? eq(orders.id, only.orderId) : undefined,
        sql`not exists (select 1 from ${giveawayEntries} x
          where x.giveaway_id = ${g.id} and x.source = 'order' and x.order_id = ${orders.id})`,
      ),
    )
    .orderBy(asc(giveawayEntrants.id), asc(orders.createdAt));
}
