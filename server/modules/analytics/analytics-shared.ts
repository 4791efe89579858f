import type { AnalyticsQuery, AnalyticsResponse } from '#domain/admin/analytics.ts';
import { ADMIN_ORDERS_TOPIC } from '#domain/realtime.ts';
import type { Db } from '#server/db/client.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { analyticsReport } from './analytics-report.service.ts';

/** How long one computed report serves every admin asking for the same period, at most. */
const FRESH_MS = 15_000;

/**
 * The analytics report shared by every admin, as the dashboard is: one computation per period at a time (callers
 * arriving meanwhile wait for it), kept until an order is placed or changes status or `FRESH_MS` passes.
 */
export function createAnalyticsReport(
  db: Db,
  bus: Pick<EventBus, 'subscribe'>,
  now: () => Date = () => new Date(),
) {
  const computed = new Map<string, { at: number; answer: Promise<AnalyticsResponse> }>();
  bus.subscribe(ADMIN_ORDERS_TOPIC, () => computed.clear());

  return function read(query: AnalyticsQuery): Promise<AnalyticsResponse> {
    const at = now();
    const key = `${query.period}|${query.from ?? ''}|${query.to ?? ''}`;
    const held = computed.get(key);
    if (held && at.getTime() - held.at < FRESH_MS) return held.answer;
    const answer = analyticsReport(db, query, at);
    computed.set(key, { at: at.getTime(), answer });
    answer.catch(() => computed.delete(key));
    return answer;
  };
}
