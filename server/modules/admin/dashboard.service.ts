import { addDays } from 'date-fns';
import { periodSpans, type DashboardPeriod, type DashboardResponse } from '#domain/admin/dashboard.ts';
import { ADMIN_ORDERS_TOPIC } from '#domain/realtime.ts';
import { inNewYork } from '#domain/time/new-york.ts';
import { nyDay } from '#domain/time/ny-format.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import type { LowStock } from '#server/modules/catalog/low-stock.service.ts';
import type { CouriersService } from '#server/modules/couriers/couriers.service.ts';
import type { OrdersDashboard } from '#server/modules/orders/dashboard.service.ts';

/** Where the dashboard's figures come from: each owner's published reads. */
export interface DashboardSources {
  orders: OrdersDashboard;
  couriers: CouriersService['dashboard'];
  lowStock: LowStock;
}

const iso = (span: { from: Date; to: Date }) => ({
  from: span.from.toISOString(),
  to: span.to.toISOString(),
});

/** The dashboard: the period against its comparison span, the store right now, and the hourly and daily series. */
export async function dashboard(
  { orders, couriers, lowStock }: DashboardSources,
  period: DashboardPeriod,
  now: Date,
): Promise<DashboardResponse> {
  const { current, previous } = periodSpans(period, now);
  const today = periodSpans('today', now).current;
  const month = periodSpans('30d', now).current;
  const days = Array.from({ length: 30 }, (_, i) => nyDay(addDays(inNewYork(month.from), i)));
  const [kpis, before, waiting, fleet, low, lowStockCount, byHour, byDay] = await Promise.all([
    orders.kpis(current),
    orders.kpis(previous),
    orders.waiting(),
    couriers.figures(),
    lowStock.variants(),
    lowStock.count(),
    orders.byHour(today),
    orders.byDay(month, days),
  ]);
  return {
    period,
    current: { ...iso(current), kpis },
    previous: { ...iso(previous), kpis: before },
    now: { waiting, ...fleet, lowStock: low, lowStockCount },
    series: { byHour, byDay },
  };
}

/** How long one computed dashboard serves every staff member asking for the same period, at most. */
const FRESH_MS = 5_000;

/**
 * The dashboard shared by every staff member: one computation per period at a time (callers arriving meanwhile wait
 * for it), kept until an order is placed or changes status (the admin `orders` topic) or `FRESH_MS` passes. Ten
 * people watching the same figures cost the database one query set, not ten.
 */
export function createDashboard(
  sources: DashboardSources,
  bus: Pick<EventBus, 'subscribe'>,
  now: () => Date = () => new Date(),
) {
  const computed = new Map<DashboardPeriod, { at: number; answer: Promise<DashboardResponse> }>();
  bus.subscribe(ADMIN_ORDERS_TOPIC, () => computed.clear());

  return function read(period: DashboardPeriod): Promise<DashboardResponse> {
    const at = now();
    const held = computed.get(period);
    if (held && at.getTime() - held.at < FRESH_MS) return held.answer;
    const answer = dashboard(sources, period, at);
    computed.set(period, { at: at.getTime(), answer });
    answer.catch(() => computed.delete(period));
    return answer;
  };
}
