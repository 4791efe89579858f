import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { complianceExciseDays, complianceRefusalDays } from '#server/db/schema/compliance.ts';
import { couriers } from '#server/db/schema/couriers.ts';
import { orders } from '#server/db/schema/orders.ts';

// Read model of the compliance page: aggregates of one period, in the database, each on an index of its slice.

export interface Span {
  start: Date;
  end: Date;
}

/**
 * Excise collected on delivered orders, by New York delivery day, from the per-day totals the orders' triggers keep
 * (compliance_excise_days): at most 366 rows for a year, whatever the number of orders.
 */
export async function exciseByDay(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      day: complianceExciseDays.day,
      orders: complianceExciseDays.orders,
      taxableCents: complianceExciseDays.taxableCents,
      exciseCents: complianceExciseDays.exciseCents,
    })
    .from(complianceExciseDays)
    .where(and(gte(complianceExciseDays.day, from), lte(complianceExciseDays.day, to)));
}

/** Refusals of the period's New York days by rule, surface and day, from the per-day counts the log's trigger keeps. */
export async function refusalsByRuleAndDay(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      rule: complianceRefusalDays.rule,
      surface: complianceRefusalDays.surface,
      day: complianceRefusalDays.day,
      count: complianceRefusalDays.refusals,
    })
    .from(complianceRefusalDays)
    .where(and(gte(complianceRefusalDays.day, from), lte(complianceRefusalDays.day, to)));
}

/** Orders returned in the span, by the courier's reason: one range of orders_returned_at_idx, index-only. */
export async function returnsByReason(db: DbOrTx, { start, end }: Span) {
  return db
    .select({ reason: orders.returnReason, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.status, 'returned'), gte(orders.returnedAt, start), lt(orders.returnedAt, end)))
    .groupBy(orders.returnReason);
}

/**
 * Every courier holding orders now, as the carry limit counts them (preparing, ready, in transit, or returned and not
 * yet back on the shelf), with the value held: one grouped index-only scan of orders_courier_load_idx.
 */
export async function heldLoads(db: DbOrTx) {
  return (
    db
      .select({
        courierId: couriers.id,
        name: couriers.fullName,
        vehicleType: couriers.vehicleType,
        isOnline: couriers.isOnline,
        orders: sql<number>`count(*)::int`,
        heldCents: sql<number>`coalesce(sum(${orders.subtotalCents}), 0)::int`,
      })
      .from(orders)
      .innerJoin(couriers, eq(couriers.userId, orders.courierUserId))
      // Literal values, as in the index's predicate, so the planner can prove it.
      .where(
        sql`${orders.courierUserId} is not null and (${orders.status} in ('preparing', 'ready', 'in_transit') or (${orders.status} = 'returned' and ${orders.restockedAt} is null))`,
      )
      .groupBy(couriers.id)
  );
}
