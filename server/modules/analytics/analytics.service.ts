import type { AnalyticsEvent, ClientError } from '#domain/analytics.ts';
import type { Db } from '#server/db/client.ts';
import { insertErrors, insertEvents } from './analytics.repo.ts';

export function createAnalyticsService(db: Db) {
  return {
    record: (userId: string | null, events: AnalyticsEvent[]) => insertEvents(db, userId, events),
    recordErrors: (userId: string | null, errors: ClientError[]) => insertErrors(db, userId, errors),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
