import { Hono } from 'hono';
import { SalesCsvQuerySchema, SalesQuerySchema } from '#domain/merchant/reports.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { csvResponse } from '#server/http/csv-response.ts';
import { callerShop, requireShopPermission } from '#server/http/middleware/require-shop.ts';
import { queryOf } from '#server/http/validate.ts';
import { salesCsv } from './sales-csv.ts';
import { createSalesReport } from './sales-report.service.ts';

/** The owner's sales reports (shop:reports): the caller's own shop, as JSON or as CSV by day or by product. */
export function merchantReportRoutes(services: Services) {
  const reportOf = createSalesReport(services.database.db, () => new Date());
  return new Hono<AppEnv>()
    .use('*', requireShopPermission('shop:reports'))
    .get('/sales', async (c) => {
      const { report } = await reportOf(callerShop(c).shopId, queryOf(c, SalesQuerySchema));
      return c.json(report);
    })
    .get('/sales.csv', async (c) => {
      const { by, ...query } = queryOf(c, SalesCsvQuerySchema);
      const { report, slug } = await reportOf(callerShop(c).shopId, query);
      return csvResponse(
        c,
        `${slug}-sales-by-${by}-${report.from}-to-${report.to}.csv`,
        salesCsv(report, by),
      );
    });
}
