import type { AnalyticsEvent, ClientError } from '#domain/analytics.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { analyticsEvents, clientErrors } from '#server/db/schema/telemetry.ts';

export async function insertEvents(db: DbOrTx, userId: string | null, events: AnalyticsEvent[]) {
  await db.insert(analyticsEvents).values(
    events.map((e) => ({
      name: e.name,
      properties: e.properties,
      pageUrl: e.pageUrl,
      userId,
      occurredAt: new Date(e.timestamp),
    })),
  );
}

export async function insertErrors(db: DbOrTx, userId: string | null, errors: ClientError[]) {
  await db.insert(clientErrors).values(
    errors.map((e) => ({
      type: e.type,
      message: e.message,
      stack: e.stack ?? null,
      component: e.component ?? null,
      context: e.context ?? null,
      url: e.url,
      userAgent: e.userAgent ?? null,
      area: e.area ?? null,
      userId,
      occurredAt: new Date(e.timestamp),
    })),
  );
}
