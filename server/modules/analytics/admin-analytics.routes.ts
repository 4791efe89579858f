import { Hono } from 'hono';
import {
  AnalyticsCsvQuerySchema,
  AnalyticsQuerySchema,
  nyDay,
  type AnalyticsResponse,
} from '#domain/admin/analytics.ts';
import type { AppEnv, Services } from '#server/http/context.ts';
import { csvResponse } from '#server/http/csv-response.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { queryOf } from '#server/http/validate.ts';
import { analyticsReport } from './analytics-report.service.ts';
import { createAnalyticsReport } from './analytics-shared.ts';
import { analyticsCsv } from './analytics-csv.ts';

/** The business in figures, for admins (analytics:read): the report and each of its tables as CSV. */
export function adminAnalyticsRoutes(services: Services) {
  const { db } = services.database;
  const reportOf = createAnalyticsReport(db, services.bus);
  return new Hono<AppEnv>()
    .use('*', requirePermission('analytics:read'))
    .get('/', async (c) => {
      const answer: AnalyticsResponse = await reportOf(queryOf(c, AnalyticsQuerySchema));
      return c.json(answer);
    })
    .get('/export.csv', (c) => {
      const { table, ...query } = queryOf(c, AnalyticsCsvQuerySchema);
      const now = new Date();
      const report = analyticsReport(db, query, now, { top: Number.POSITIVE_INFINITY });
      report.catch(() => undefined);
      return csvResponse(c, `analytics-${table}-${nyDay(now)}.csv`, analyticsCsv(report, table));
    });
}
