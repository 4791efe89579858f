import { csvTable, headerOf, moneyCell, type CsvColumns } from '#server/lib/csv.ts';
import type { AdminProductRow } from '#domain/admin/products.ts';

/** The export's columns, in order: header and how each row fills it. */
const COLUMNS: CsvColumns<AdminProductRow> = [
  ['id', (r) => r.id],
  ['name', (r) => r.name],
  ['category', (r) => r.category],
  ['status', (r) => r.status],
  ['shop', (r) => r.shopName],
  ['producer', (r) => r.producerName ?? ''],
  ['variants', (r) => String(r.variantsCount)],
  ['min_price', (r) => moneyCell(r.minPriceCents)],
  ['max_price', (r) => moneyCell(r.maxPriceCents)],
  ['stock', (r) => String(r.stockTotal)],
  ['low_stock', (r) => (r.lowStock ? 'yes' : 'no')],
  ['updated_at', (r) => r.updatedAt],
];
export const PRODUCT_CSV_HEADER = headerOf(COLUMNS);

/** Streamed: the header, then each batch as it is read (csvTable). */
export function productsCsv(batches: AsyncGenerator<AdminProductRow[]>): ReadableStream<Uint8Array> {
  return csvTable(COLUMNS, batches);
}
