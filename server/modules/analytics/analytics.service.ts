import type { AnalyticsEvent, ClientError } from '#domain/analytics.ts';
import type { Db } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { hourlyJob } from '#server/lib/hourly-job.ts';
import { insertErrors, insertEvents } from './analytics.repo.ts';
import { analyticsReport, rollUpPast } from './analytics-report.service.ts';
import { createAnalyticsReport } from './analytics-shared.ts';

export function createAnalyticsService(db: Db, bus: Pick<EventBus, 'subscribe'>, log?: Pick<Logger, 'warn'>) {
  const rollUps = hourlyJob(
    () => rollUpPast(db, new Date()),
    (error) => log?.warn('analytics roll-up failed', { error: String(error) }),
  );
  return {
    /** The admin's report for a period, shared by every staff member for a short while. */
    report: createAnalyticsReport(db, bus),
    /** The same report with every row of every table (no top-N cut), for the CSV exports. */
    fullReport: (query: Parameters<typeof analyticsReport>[1], now: Date) =>
      analyticsReport(db, query, now, { top: Number.POSITIVE_INFINITY }),
    record: (userId: string | null, events: AnalyticsEvent[]) => insertEvents(db, userId, events),
    recordErrors: (userId: string | null, errors: ClientError[]) => insertErrors(db, userId, errors),
    /** Keeps the daily rollup of finished days current in the background: now, then every hour. */
    startRollUps: rollUps.start,
    stopRollUps: rollUps.stop,
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
