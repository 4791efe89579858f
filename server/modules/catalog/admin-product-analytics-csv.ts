import { cellsOf, csvLines, headerOf, moneyCell, type CsvColumns } from '#server/lib/csv.ts';
import type { ProductAnalyticsRow } from '#domain/admin/product-analytics.ts';
import type { ProductAnalyticsReport } from './admin-product-analytics.service.ts';

const COLUMNS: CsvColumns<ProductAnalyticsRow> = [
  ['product', (r) => r.name],
  ['category', (r) => r.category],
  ['shop', (r) => r.shopName],
  ['status', (r) => r.status],
  ['views', (r) => String(r.views)],
  ['add_to_cart', (r) => String(r.addToCart)],
  ['units_sold', (r) => String(r.units)],
  ['orders', (r) => String(r.orders)],
  ['revenue', (r) => moneyCell(r.revenueCents)],
  ['conversion_percent', (r) => (r.conversion === null ? '' : (r.conversion * 100).toFixed(2))],
  ['stock', (r) => String(r.stock)],
  ['days_of_stock', (r) => (r.daysOfStock === null ? '' : String(r.daysOfStock))],
];

/** The table as CSV, in the page's order; a cell starting with = + - @ gets a quote so no spreadsheet runs it. */
export function productAnalyticsCsv(report: ProductAnalyticsReport): string {
  return csvLines([headerOf(COLUMNS), ...report.rows.map((r) => cellsOf(COLUMNS, r))]);
}
