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

/**
 * Refusals of the period's New York days by rule and surface, from the per-day counts the log's trigger keeps: summed
 * in the database (at most a row per rule and surface), not sent day by day (a year is ~3,000 rows to parse).
 */
export async function refusalsByRuleAndSurface(db: DbOrTx, from: string, to: string) {
  const t = complianceRefusalDays;
  return db
    .select({ rule: t.rule, surface: t.surface, count: sql<number>`sum(${t.refusals})::int` })
    .from(t)
    .where(and(gte(t.day, from), lte(t.day, to)))
    .groupBy(t.rule, t.surface);
}

/** Refusals of each New York day of the period, every rule together; days without any are absent. */
export async function refusalsByDay(db: DbOrTx, from: string, to: string) {
  const t = complianceRefusalDays;
  return db
    .select({ day: t.day, count: sql<number>`sum(${t.refusals})::int` })
    .from(t)
    .where(and(gte(t.day, from), lte(t.day, to)))
    .groupBy(t.day);
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
 * yet back on the shelf), with the value held: one grouped index-only scan of orders_courier_load_idx (in courier
 * order, so summed as it streams), then the couriers joined to one row each.
 */
export async function heldLoads(db: DbOrTx) {
  const loads = db
    .select({
      courierUserId: orders.courierUserId,
      orders: sql<number>`count(*)::int`.as('orders'),
      heldCents: sql<number>`coalesce(sum(${orders.subtotalCents}), 0)::int`.as('held_cents'),
    })
    .from(orders)
    // Literal values, as in the index's predicate, so the planner can prove it.
    .where(
      sql`${orders.courierUserId} is not null and (${orders.status} in ('preparing', 'ready', 'in_transit') or (${orders.status} = 'returned' and ${orders.restockedAt} is null))`,
    )
    .groupBy(orders.courierUserId)
    .as('loads');
  return db
    .select({
      courierId: couriers.id,
      name: couriers.fullName,
      vehicleType: couriers.vehicleType,
      isOnline: couriers.isOnline,
      orders: loads.orders,
      heldCents: loads.heldCents,
    })
    .from(loads)
    .innerJoin(couriers, eq(couriers.userId, loads.courierUserId));
}
