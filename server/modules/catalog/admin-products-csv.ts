import { csvLines } from '#server/lib/csv.ts';
import type { AdminProductRow } from '#domain/admin/products.ts';

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** The export's columns, in order: header and how each row fills it. */
const COLUMNS: [string, (r: AdminProductRow) => string][] = [
  ['id', (r) => r.id],
  ['name', (r) => r.name],
  ['category', (r) => r.category],
  ['status', (r) => r.status],
  ['shop', (r) => r.shopName],
  ['producer', (r) => r.producerName ?? ''],
  ['variants', (r) => String(r.variantsCount)],
  ['min_price', (r) => dollars(r.minPriceCents)],
  ['max_price', (r) => dollars(r.maxPriceCents)],
  ['stock', (r) => String(r.stockTotal)],
  ['low_stock', (r) => (r.lowStock ? 'yes' : 'no')],
  ['updated_at', (r) => r.updatedAt],
];
export const PRODUCT_CSV_HEADER = COLUMNS.map(([name]) => name);

/** Streamed: the header, then each batch as it is read. Cells are quoted and inert (csvLines). */
export function productsCsv(batches: AsyncGenerator<AdminProductRow[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvLines([PRODUCT_CSV_HEADER])));
        return;
      }
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(csvLines(next.value.map((r) => COLUMNS.map(([, cell]) => cell(r))))));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
