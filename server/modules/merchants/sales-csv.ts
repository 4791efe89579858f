import { csvLines } from '#server/lib/csv.ts';
import type { SalesCsvKind, SalesReport } from '#domain/merchant/reports.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);
type Cells = (string | number)[];

const MONEY_HEADER = ['orders', 'gross', 'discounts', 'excise_collected', 'platform_share', 'payout'];
const money = (r: SalesReport['totals']): Cells => [
  r.orders,
  dollars(r.grossCents),
  dollars(r.discountCents),
  dollars(r.exciseCents),
  dollars(r.platformCents),
  dollars(r.payoutCents),
];

/** Each CSV as lines: the header first, a total line last. */
const TABLES: Record<SalesCsvKind, (r: SalesReport) => Cells[]> = {
  day: (r) => [
    ['day', ...MONEY_HEADER],
    ...r.byDay.map((d) => [d.day, ...money(d)]),
    [`TOTAL ${r.from} to ${r.to}`, ...money(r.totals)],
  ],
  product: (r) => [
    ['product', 'variant', 'units', 'gross'],
    ...r.byProduct.map((p) => [p.productName, p.variantLabel, p.units, dollars(p.grossCents)]),
    [
      `TOTAL ${r.from} to ${r.to}`,
      '',
      r.byProduct.reduce((sum, p) => sum + p.units, 0),
      dollars(r.byProduct.reduce((sum, p) => sum + p.grossCents, 0)),
    ],
  ],
};

/**
 * The report by day or by product as a CSV stream, a few hundred lines per chunk. Product names are typed by
 * shops: csvLines quotes them and makes them inert for spreadsheets.
 */
export function salesCsv(report: SalesReport, by: SalesCsvKind): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let lines: Cells[] | null = null;
  return new ReadableStream({
    pull(controller) {
      lines ??= TABLES[by](report);
      const chunk = lines.splice(0, 500);
      if (chunk.length === 0) return controller.close();
      controller.enqueue(encoder.encode(csvLines(chunk)));
    },
  });
}
