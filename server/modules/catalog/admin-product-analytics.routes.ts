import { Hono } from 'hono';
import {
  pageOfProductAnalytics,
  ProductAnalyticsQuerySchema,
  type ProductAnalyticsResponse,
} from '#domain/admin/product-analytics.ts';
import { can } from '#domain/permissions.ts';
import { callerRoles, type AppContext, type AppEnv, type Services } from '#server/http/context.ts';
import { queryOf } from '#server/http/validate.ts';
import { forbidden } from '#server/lib/errors.ts';
import { productAnalyticsCsv } from './admin-product-analytics-csv.ts';

/** `/api/admin/products/analytics` (a page of the table) and its CSV (the whole table): catalog:read (admin and support, who read the catalog). */
export function adminProductAnalyticsRoutes(services: Services) {
  const reportOf = services.productAnalytics;
  const read = (c: AppContext) => {
    if (!can(callerRoles(c), 'catalog:read')) throw forbidden();
    return queryOf(c, ProductAnalyticsQuerySchema);
  };
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = read(c);
      const report = await reportOf(query);
      const answer: ProductAnalyticsResponse = {
        period: report.period,
        ...pageOfProductAnalytics(report.rows, query.page),
      };
      return c.json(answer);
    })
    .get('/export.csv', async (c) => {
      const report = await reportOf(read(c));
      const { firstDay, lastDay } = report.period;
      return c.body(productAnalyticsCsv(report), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="product-analytics-${firstDay}-to-${lastDay}.csv"`,
        'cache-control': 'no-store',
      });
    });
}
