import { Hono } from 'hono';
import {
  ProductAnalyticsQuerySchema,
  type ProductAnalyticsResponse,
} from '#domain/admin/product-analytics.ts';
import { can } from '#domain/permissions.ts';
import { callerRoles, type AppContext, type AppEnv, type Services } from '#server/http/context.ts';
import { queryOf } from '#server/http/validate.ts';
import { forbidden } from '#server/lib/errors.ts';
import { productAnalyticsCsv } from './admin-product-analytics-csv.ts';
import { createProductAnalytics } from './admin-product-analytics.service.ts';

/** `/api/admin/products/analytics` and its CSV: catalog:read (admin and support, who read the catalog). */
export function adminProductAnalyticsRoutes(services: Services) {
  const reportOf = createProductAnalytics(services.database.db, services.bus);
  const read = (c: AppContext) => {
    if (!can(callerRoles(c), 'catalog:read')) throw forbidden();
    return queryOf(c, ProductAnalyticsQuerySchema);
  };
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const answer: ProductAnalyticsResponse = await reportOf(read(c));
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
