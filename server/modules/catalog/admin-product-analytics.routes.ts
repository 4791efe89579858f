import { Hono } from 'hono';
import {
  pageOfProductAnalytics,
  ProductAnalyticsQuerySchema,
  type ProductAnalyticsResponse,
} from '#domain/admin/product-analytics.ts';
import type { AppContext, AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { csvResponse } from '#server/http/csv-response.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { queryOf } from '#server/http/validate.ts';
import { productAnalyticsCsv } from './admin-product-analytics-csv.ts';

/** `/api/admin/products/analytics` (a page of the table) and its CSV (the whole table): catalog:read (admin and support, who read the catalog). */
export function adminProductAnalyticsRoutes(services: Services) {
  const reportOf = services.catalog.analytics;
  const read = (c: AppContext) => queryOf(c, ProductAnalyticsQuerySchema);
  return new Hono<AppEnv>()
    .use('*', requirePermission('catalog:read'))
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
      return csvResponse(c, `product-analytics-${firstDay}-to-${lastDay}.csv`, productAnalyticsCsv(report));
    });
}
