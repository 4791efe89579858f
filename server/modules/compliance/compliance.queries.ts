import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { RefusalRule, RefusalSurface } from '#domain/compliance/refusals.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { complianceRefusals } from '#server/db/schema/compliance.ts';
import { orderEvents, orders } from '#server/db/schema/orders.ts';

// Read model of the compliance page: aggregates of one period, in the database, each on an index of its slice.

export interface Span {
  start: Date;
  end: Date;
}

const newYorkDay = (column: typeof orders.deliveredAt | typeof complianceRefusals.at) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${COMPLIANCE.timeZone}'`)}, 'YYYY-MM-DD')`;

/**
 * Excise collected: the delivered orders of the span by their New York delivery day (an index-only scan of
 * orders_delivered_excise_idx). The taxable base is the price after discounts, as the excise is computed.
 */
export async function exciseByDay(db: DbOrTx, { start, end }: Span) {
  const day = newYorkDay(orders.deliveredAt);
  const rows = await db
    .select({
      day,
      orders: sql<number>`count(*)::int`,
      taxableCents: sql<string>`coalesce(sum(${orders.subtotalCents} - ${orders.discountCents}), 0)::text`,
      exciseCents: sql<string>`coalesce(sum(${orders.exciseCents}), 0)::text`,
    })
    .from(orders)
    .where(and(eq(orders.status, 'delivered'), gte(orders.deliveredAt, start), lt(orders.deliveredAt, end)))
    .groupBy(day);
  return rows.map((r) => ({
    day: r.day,
    orders: r.orders,
    taxableCents: Number(r.taxableCents),
    exciseCents: Number(r.exciseCents),
  }));
}

/** Refusals of the span by rule and New York day (compliance_refusals_at_idx). */
export async function refusalsByRuleAndDay(db: DbOrTx, { start, end }: Span) {
  const day = newYorkDay(complianceRefusals.at);
  return db
    .select({
      rule: complianceRefusals.rule,
      surface: complianceRefusals.surface,
      day,
      count: sql<number>`count(*)::int`,
    })
    .from(complianceRefusals)
    .where(and(gte(complianceRefusals.at, start), lt(complianceRefusals.at, end)))
    .groupBy(complianceRefusals.rule, complianceRefusals.surface, day) as Promise<
    { rule: RefusalRule; surface: RefusalSurface; day: string; count: number }[]
  >;
}

/** Orders returned in the span (their `returned` step, order_events_returned_idx), by the courier's reason. */
export async function returnsByReason(db: DbOrTx, { start, end }: Span) {
  return db
    .select({ reason: orders.returnReason, count: sql<number>`count(*)::int` })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(
      and(
        eq(orderEvents.status, 'returned'),
        gte(orderEvents.createdAt, start),
        lt(orderEvents.createdAt, end),
        inArray(orders.status, ['returned']),
      ),
    )
    .groupBy(orders.returnReason);
}
