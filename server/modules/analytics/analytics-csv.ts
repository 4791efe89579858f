import { csvStream, inBatches, moneyCell, type CsvCell } from '#server/lib/csv.ts';
import type { AnalyticsResponse, AnalyticsRow, AnalyticsTable } from '#domain/admin/analytics.ts';

const share = (value: number | null) => (value === null ? '' : value.toFixed(4));

/** One table of the report: its header, and its lines from the report. */
interface Table {
  header: string[];
  lines: (r: AnalyticsResponse) => CsvCell[][];
}
const breakdown = (
  key: string,
  count: string,
  cents: string,
  rows: (r: AnalyticsResponse) => AnalyticsRow[],
) => ({
  header: [key, count, cents, `previous_${count}`, `previous_${cents}`],
  lines: (r: AnalyticsResponse) =>
    rows(r).map((x) => [x.label, x.count, moneyCell(x.cents), x.previousCount, moneyCell(x.previousCents)]),
});
const sales = (rows: (r: AnalyticsResponse) => AnalyticsRow[]) =>
  breakdown('name', 'orders', 'revenue', rows);

const TABLES: Record<AnalyticsTable, Table> = {
  funnel: {
    header: ['step', 'visitors', 'previous_visitors', 'conversion', 'previous_conversion'],
    lines: (r) =>
      r.funnel.map((s) => [
        s.label,
        s.count,
        s.previousCount,
        share(s.conversion),
        share(s.previousConversion),
      ]),
  },
  days: {
    header: ['day', 'visitors', 'orders', 'revenue'],
    lines: (r) => r.byDay.map((d) => [d.day, d.visitors, d.orders, moneyCell(d.revenueCents)]),
  },
  boroughs: sales((r) => r.boroughs),
  shops: sales((r) => r.shops),
  categories: breakdown('category', 'units', 'sales', (r) => r.categories),
  hours: breakdown('hour', 'orders', 'revenue', (r) => r.hours),
  customers: breakdown('customers', 'orders', 'revenue', (r) => r.customers),
  products: breakdown('product', 'units', 'sales', (r) => r.products),
  searches: {
    header: ['term', 'searches', 'previous_searches'],
    lines: (r) => r.searches.map((s) => [s.key, s.count, s.previousCount]),
  },
  errors: {
    header: ['message', 'count', 'previous_count'],
    lines: (r) => r.errors.map((e) => [e.key, e.count, e.previousCount]),
  },
};

/**
 * One table of the report as a CSV stream, a few hundred lines per chunk. Search terms and error messages come from
 * browsers: csvLines quotes them and makes them inert for spreadsheets.
 */
export function analyticsCsv(
  report: Promise<AnalyticsResponse>,
  table: AnalyticsTable,
): ReadableStream<Uint8Array> {
  const { header, lines } = TABLES[table];
  return csvStream(
    header,
    inBatches(async () => lines(await report)),
  );
}
