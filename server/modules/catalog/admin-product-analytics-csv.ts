import { csvLines } from '#server/lib/csv.ts';
import type { ProductAnalyticsRow } from '#domain/admin/product-analytics.ts';
import type { ProductAnalyticsReport } from './admin-product-analytics.service.ts';

const COLUMNS: [string, (r: ProductAnalyticsRow) => string][] = [
  ['product', (r) => r.name],
  ['category', (r) => r.category],
  ['shop', (r) => r.shopName],
  ['status', (r) => r.status],
  ['views', (r) => String(r.views)],
  ['add_to_cart', (r) => String(r.addToCart)],
  ['units_sold', (r) => String(r.units)],
  ['orders', (r) => String(r.orders)],
  ['revenue', (r) => (r.revenueCents / 100).toFixed(2)],
  ['conversion_percent', (r) => (r.conversion === null ? '' : (r.conversion * 100).toFixed(2))],
  ['stock', (r) => String(r.stock)],
  ['days_of_stock', (r) => (r.daysOfStock === null ? '' : String(r.daysOfStock))],
];

/** The table as CSV, in the page's order; a cell starting with = + - @ gets a quote so no spreadsheet runs it. */
export function productAnalyticsCsv(report: ProductAnalyticsReport): string {
  return csvLines([
    COLUMNS.map(([name]) => name),
    ...report.rows.map((r) => COLUMNS.map(([, cell]) => cell(r))),
  ]);
}
