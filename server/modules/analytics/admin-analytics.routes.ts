import { Hono } from 'hono';
import {
  AnalyticsCsvQuerySchema,
  AnalyticsQuerySchema,
  type AnalyticsResponse,
} from '#domain/admin/analytics.ts';
import { nyDay } from '#domain/time/ny-format.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { csvResponse } from '#server/http/csv-response.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { queryOf } from '#server/http/validate.ts';
import { analyticsCsv } from './analytics-csv.ts';

/** The business in figures, for admins (analytics:read): the report and each of its tables as CSV. */
export function adminAnalyticsRoutes({ analytics }: Services) {
  return new Hono<AppEnv>()
    .use('*', requirePermission('analytics:read'))
    .get('/', async (c) => {
      const answer: AnalyticsResponse = await analytics.report(queryOf(c, AnalyticsQuerySchema));
      return c.json(answer);
    })
    .get('/export.csv', (c) => {
      const { table, ...query } = queryOf(c, AnalyticsCsvQuerySchema);
      const now = new Date();
      const report = analytics.fullReport(query, now);
      report.catch(() => undefined);
      return csvResponse(c, `analytics-${table}-${nyDay(now)}.csv`, analyticsCsv(report, table));
    });
}
