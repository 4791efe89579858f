import { csvStream, inBatches, moneyCell, type CsvCell } from '#server/lib/csv.ts';
import type { SalesCsvKind, SalesReport } from '#domain/merchant/reports.ts';

type Cells = CsvCell[];

const MONEY_HEADER = ['orders', 'gross', 'discounts', 'excise_collected', 'platform_share', 'payout'];
const money = (r: SalesReport['totals']): Cells => [
  r.orders,
  moneyCell(r.grossCents),
  moneyCell(r.discountCents),
  moneyCell(r.exciseCents),
  moneyCell(r.platformCents),
  moneyCell(r.payoutCents),
];

/** Each CSV: its header, then its lines with a total line last. */
const TABLES: Record<SalesCsvKind, { header: string[]; lines: (r: SalesReport) => Cells[] }> = {
  day: {
    header: ['day', ...MONEY_HEADER],
    lines: (r) => [
      ...r.byDay.map((d) => [d.day, ...money(d)]),
      [`TOTAL ${r.from} to ${r.to}`, ...money(r.totals)],
    ],
  },
  product: {
    header: ['product', 'variant', 'units', 'gross'],
    lines: (r) => [
      ...r.byProduct.map((p) => [p.productName, p.variantLabel, p.units, moneyCell(p.grossCents)]),
      [
        `TOTAL ${r.from} to ${r.to}`,
        '',
        r.byProduct.reduce((sum, p) => sum + p.units, 0),
        moneyCell(r.byProduct.reduce((sum, p) => sum + p.grossCents, 0)),
      ],
    ],
  },
};

/**
 * The report by day or by product as a CSV stream, a few hundred lines per chunk. Product names are typed by
 * shops: csvLines quotes them and makes them inert for spreadsheets.
 */
export function salesCsv(report: SalesReport, by: SalesCsvKind): ReadableStream<Uint8Array> {
  const { header, lines } = TABLES[by];
  return csvStream(
    header,
    inBatches(() => lines(report)),
  );
}
