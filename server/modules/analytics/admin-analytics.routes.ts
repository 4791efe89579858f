import { Hono } from 'hono';
import {
  AnalyticsCsvQuerySchema,
  AnalyticsQuerySchema,
  nyDay,
  type AnalyticsResponse,
} from '#domain/admin/analytics.ts';
import { can } from '#domain/permissions.ts';
import { callerRoles, type AppContext, type AppEnv, type Services } from '#server/http/context.ts';
import { queryOf } from '#server/http/validate.ts';
import { forbidden } from '#server/lib/errors.ts';
import { analyticsReport } from '#server/modules/analytics/analytics-report.service.ts';
import { createAnalyticsReport } from '#server/modules/analytics/analytics-shared.ts';
import { analyticsCsv } from './analytics-csv.ts';

/** The business in figures, for admins (analytics:read): the report and each of its tables as CSV. */
export function adminAnalyticsRoutes(services: Services) {
  const { db } = services.database;
  const mayRead = (c: AppContext) => {
    if (!can(callerRoles(c), 'analytics:read')) throw forbidden();
  };
  const reportOf = createAnalyticsReport(db, services.bus);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      mayRead(c);
      const answer: AnalyticsResponse = await reportOf(queryOf(c, AnalyticsQuerySchema));
      return c.json(answer);
    })
    .get('/export.csv', (c) => {
      mayRead(c);
      const { table, ...query } = queryOf(c, AnalyticsCsvQuerySchema);
      const now = new Date();
      const report = analyticsReport(db, query, now, { top: Number.POSITIVE_INFINITY });
      report.catch(() => undefined);
      return c.body(analyticsCsv(report, table), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="analytics-${table}-${nyDay(now)}.csv"`,
        'cache-control': 'no-store',
      });
    });
}
