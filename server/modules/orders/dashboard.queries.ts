import { and, gte, inArray, lte, sql, type SQLWrapper } from 'drizzle-orm';
import { ACTIVE_STATUSES, type DashboardKpis, type DashboardResponse } from '#domain/admin/dashboard.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';

/**
 * The dashboard's order figures, aggregated in the database over one span's rows only (index orders_dashboard_cover_idx);
 * cancelled and returned orders count as such and add nothing to sales.
 */
export interface Span {
  from: Date;
  to: Date;
}
const inSpan = ({ from, to }: Span) => and(gte(orders.createdAt, from), lte(orders.createdAt, to));
const sold = sql`${orders.status} not in ('cancelled', 'returned')`;
const sumSold = (column: SQLWrapper) =>
  sql<number>`coalesce(sum(${column}) filter (where ${sold}), 0)::float8`;
const netRevenue = sql<number>`coalesce(sum(${orders.subtotalCents} - ${orders.discountCents} + ${orders.deliveryFeeCents}) filter (where ${sold}), 0)::float8`;
const local = sql`(${orders.createdAt} at time zone ${sql.raw(`'${COMPLIANCE.timeZone}'`)})`;

export async function orderKpis(db: DbOrTx, span: Span): Promise<DashboardKpis> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      sold: sql<number>`(count(*) filter (where ${sold}))::int`,
      grossSalesCents: sumSold(orders.subtotalCents),
      discountsCents: sumSold(orders.discountCents),
      deliveryFeesCents: sumSold(orders.deliveryFeeCents),
      exciseCents: sumSold(orders.exciseCents),
      netRevenueCents: netRevenue,
      averageDeliveryMinutes: sql<
        number | null
      >`(avg(extract(epoch from ${orders.deliveredAt} - ${orders.createdAt}) / 60) filter (where ${orders.deliveredAt} is not null))::float8`,
      delivered: sql<number>`(count(*) filter (where ${orders.status} = 'delivered'))::int`,
      onTime: sql<number>`(count(*) filter (where ${orders.status} = 'delivered' and ${orders.deliveredAt} <= ${orders.windowEnd}))::int`,
      cancellations: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
      returns: sql<number>`(count(*) filter (where ${orders.status} = 'returned'))::int`,
    })
    .from(orders)
    .where(inSpan(span));
  const r = row!;
  const net = Number(r.netRevenueCents);
  return {
    orders: r.orders,
    grossSalesCents: Number(r.grossSalesCents),
    discountsCents: Number(r.discountsCents),
    deliveryFeesCents: Number(r.deliveryFeesCents),
    exciseCents: Number(r.exciseCents),
    netRevenueCents: net,
    averageOrderCents: r.sold > 0 ? Math.round(net / r.sold) : 0,
    averageDeliveryMinutes:
      r.averageDeliveryMinutes === null ? null : Math.round(Number(r.averageDeliveryMinutes) * 10) / 10,
    onTimeRate: r.delivered > 0 ? r.onTime / r.delivered : null,
    cancellations: r.cancellations,
    returns: r.returns,
  };
}

/** Orders and net revenue by New York hour of the span (today). */
export async function ordersByHour(db: DbOrTx, span: Span): Promise<DashboardResponse['series']['byHour']> {
  const hour = sql<number>`extract(hour from ${local})::int`;
  const rows = await db
    .select({ hour, orders: sql<number>`count(*)::int`, revenueCents: netRevenue })
    .from(orders)
    .where(inSpan(span))
    .groupBy(hour);
  const by = new Map(rows.map((r) => [r.hour, r]));
  return Array.from({ length: 24 }, (_, h) => ({
    hour: h,
    orders: by.get(h)?.orders ?? 0,
    revenueCents: Number(by.get(h)?.revenueCents ?? 0),
  }));
}

/** Orders and net revenue by New York day of the span, every day listed. */
export async function ordersByDay(
  db: DbOrTx,
  span: Span,
  days: readonly string[],
): Promise<DashboardResponse['series']['byDay']> {
  const day = sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, orders: sql<number>`count(*)::int`, revenueCents: netRevenue })
    .from(orders)
    .where(inSpan(span))
    .groupBy(day);
  const by = new Map(rows.map((r) => [r.day, r]));
  return days.map((d) => ({
    day: d,
    orders: by.get(d)?.orders ?? 0,
    revenueCents: Number(by.get(d)?.revenueCents ?? 0),
  }));
}

/** Orders waiting in each active status now (index orders_status_created_idx, led by status). */
export async function waitingByStatus(db: DbOrTx): Promise<DashboardResponse['now']['waiting']> {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.status, [...ACTIVE_STATUSES]))
    .groupBy(orders.status);
  const waiting = Object.fromEntries(
    ACTIVE_STATUSES.map((s) => [s, 0]),
  ) as DashboardResponse['now']['waiting'];
  for (const r of rows) waiting[r.status as keyof typeof waiting] = r.n;
  return waiting;
}
