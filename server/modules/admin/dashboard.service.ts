import { addDays } from 'date-fns';
import { periodSpans, type DashboardPeriod, type DashboardResponse } from '#domain/admin/dashboard.ts';
import { ADMIN_ORDERS_TOPIC } from '#domain/realtime.ts';
import { inNewYork, nyDay } from '#domain/time/new-york.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { lowStockVariants } from '#server/modules/catalog/stock.queries.ts';
import { lowStockCount } from '#server/modules/catalog/admin-inventory.queries.ts';
import { courierFigures } from '#server/modules/couriers/dashboard.queries.ts';
import {
  orderKpis,
  ordersByDay,
  ordersByHour,
  waitingByStatus,
} from '#server/modules/orders/dashboard.queries.ts';

const iso = (span: { from: Date; to: Date }) => ({
  from: span.from.toISOString(),
  to: span.to.toISOString(),
});

/** The dashboard: the period against its comparison span, the store right now, and the hourly and daily series. */
export async function dashboard(db: DbOrTx, period: DashboardPeriod, now: Date): Promise<DashboardResponse> {
  const { current, previous } = periodSpans(period, now);
  const today = periodSpans('today', now).current;
  const month = periodSpans('30d', now).current;
  const days = Array.from({ length: 30 }, (_, i) => nyDay(addDays(inNewYork(month.from), i)));
  const [kpis, before, waiting, couriers, lowStock, lowStockTotal, byHour, byDay] = await Promise.all([
    orderKpis(db, current),
    orderKpis(db, previous),
    waitingByStatus(db),
    courierFigures(db),
    lowStockVariants(db),
    lowStockCount(db),
    ordersByHour(db, today),
    ordersByDay(db, month, days),
  ]);
  return {
    period,
    current: { ...iso(current), kpis },
    previous: { ...iso(previous), kpis: before },
    now: { waiting, ...couriers, lowStock, lowStockCount: lowStockTotal },
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
  db: DbOrTx,
  bus: Pick<EventBus, 'subscribe'>,
  now: () => Date = () => new Date(),
) {
  const computed = new Map<DashboardPeriod, { at: number; answer: Promise<DashboardResponse> }>();
  bus.subscribe(ADMIN_ORDERS_TOPIC, () => computed.clear());

  return function read(period: DashboardPeriod): Promise<DashboardResponse> {
    const at = now();
    const held = computed.get(period);
    if (held && at.getTime() - held.at < FRESH_MS) return held.answer;
    const answer = dashboard(db, period, at);
    computed.set(period, { at: at.getTime(), answer });
    answer.catch(() => computed.delete(period));
    return answer;
  };
}
