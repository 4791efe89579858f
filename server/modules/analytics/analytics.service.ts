import type { AnalyticsEvent, ClientError } from '#domain/analytics.ts';
import type { Db } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import { insertErrors, insertEvents } from './analytics.repo.ts';
import { rollUpPast } from './analytics-report.service.ts';

const HOUR_MS = 3_600_000;

export function createAnalyticsService(db: Db, log?: Pick<Logger, 'warn'>) {
  let timer: ReturnType<typeof setInterval> | null = null;
  const rollUp = () =>
    rollUpPast(db, new Date()).catch((error: unknown) =>
      log?.warn('analytics roll-up failed', { error: String(error) }),
    );
  return {
    record: (userId: string | null, events: AnalyticsEvent[]) => insertEvents(db, userId, events),
    recordErrors: (userId: string | null, errors: ClientError[]) => insertErrors(db, userId, errors),
    /** Keeps the daily rollup of finished days current in the background: now, then every hour. */
    startRollUps() {
      if (timer) return;
      void rollUp();
      timer = setInterval(() => void rollUp(), HOUR_MS);
      timer.unref();
    },
    stopRollUps() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
