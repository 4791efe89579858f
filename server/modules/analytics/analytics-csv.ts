import { csvLines } from '#server/lib/csv.ts';
import type { AnalyticsResponse, AnalyticsRow, AnalyticsTable } from '#domain/admin/analytics.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);
const share = (value: number | null) => (value === null ? '' : value.toFixed(4));

type Cells = (string | number)[];
const breakdown =
  (key: string, count: string, cents: string) =>
  (rows: AnalyticsRow[]): Cells[] => [
    [key, count, cents, `previous_${count}`, `previous_${cents}`],
    ...rows.map((r) => [r.label, r.count, dollars(r.cents), r.previousCount, dollars(r.previousCents)]),
  ];
const sales = breakdown('name', 'orders', 'revenue');

/** Each table of the report as CSV lines: the header first. */
const TABLES: Record<AnalyticsTable, (r: AnalyticsResponse) => Cells[]> = {
  funnel: (r) => [
    ['step', 'visitors', 'previous_visitors', 'conversion', 'previous_conversion'],
    ...r.funnel.map((s) => [
      s.label,
      s.count,
      s.previousCount,
      share(s.conversion),
      share(s.previousConversion),
    ]),
  ],
  days: (r) => [
    ['day', 'visitors', 'orders', 'revenue'],
    ...r.byDay.map((d) => [d.day, d.visitors, d.orders, dollars(d.revenueCents)]),
  ],
  boroughs: (r) => sales(r.boroughs),
  shops: (r) => sales(r.shops),
  categories: (r) => breakdown('category', 'units', 'sales')(r.categories),
  hours: (r) => breakdown('hour', 'orders', 'revenue')(r.hours),
  customers: (r) => breakdown('customers', 'orders', 'revenue')(r.customers),
  products: (r) => breakdown('product', 'units', 'sales')(r.products),
  searches: (r) => [
    ['term', 'searches', 'previous_searches'],
    ...r.searches.map((s) => [s.key, s.count, s.previousCount]),
  ],
  errors: (r) => [
    ['message', 'count', 'previous_count'],
    ...r.errors.map((e) => [e.key, e.count, e.previousCount]),
  ],
};

/**
 * One table of the report as a CSV stream, a few hundred lines per chunk. Search terms and error messages come from
 * browsers: csvLines quotes them and makes them inert for spreadsheets.
 */
export function analyticsCsv(
  report: Promise<AnalyticsResponse>,
  table: AnalyticsTable,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let lines: Cells[] | null = null;
  return new ReadableStream({
    async pull(controller) {
      lines ??= TABLES[table](await report);
      const chunk = lines.splice(0, 500);
      if (chunk.length === 0) return controller.close();
      controller.enqueue(encoder.encode(csvLines(chunk)));
    },
  });
}
