import { csvLines, moneyCell, type CsvColumns } from '#server/lib/csv.ts';
import { IMPORT_COLUMNS, type ImportColumn } from '#domain/admin/import-export.ts';
import type { ExportVariantRow } from './admin-export.queries.ts';

type Columns = CsvColumns<ExportVariantRow>;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const number = (v: string | number | null) => (v === null ? '' : String(Number(v)));
const instant = (v: Date | string | null) => (v === null ? '' : new Date(v).toISOString());

const PRODUCT_CELLS: Record<ImportColumn, (r: ExportVariantRow) => string> = {
  product_key: (r) => r.product_key,
  name: (r) => r.name,
  category: (r) => r.category,
  shop: (r) => r.shop,
  producer_name: (r) => text(r.producer_name),
  producer_license: (r) => text(r.producer_license),
  strain_type: (r) => r.strain_type,
  description: (r) => r.description,
  limit_category: (r) => r.limit_category,
  thc: (r) => number(r.thc),
  thca: (r) => number(r.thca),
  cbd: (r) => number(r.cbd),
  thc_mg_per_serving: (r) => number(r.thc_mg_per_serving),
  thc_mg_per_package: (r) => number(r.thc_mg_per_package),
  status: (r) => r.status,
  variant_label: (r) => r.variant_label,
  net_grams: (r) => number(r.net_grams),
  price: (r) => moneyCell(r.price_cents),
  stock: (r) => String(r.stock),
  sku: (r) => text(r.sku),
  low_stock_threshold: (r) => String(r.low_stock_threshold),
};

/** The products export: the import's own columns, one row per variant. */
export const PRODUCT_EXPORT_COLUMNS: Columns = IMPORT_COLUMNS.map((c) => [c, PRODUCT_CELLS[c]]);

/** The inventory export: stock per variant, its threshold and its last ledger movement. */
export const INVENTORY_EXPORT_COLUMNS: Columns = [
  ['product_key', (r) => r.product_key],
  ['name', (r) => r.name],
  ['shop', (r) => r.shop],
  ['status', (r) => r.status],
  ['variant_label', (r) => r.variant_label],
  ['sku', (r) => text(r.sku)],
  ['stock', (r) => String(r.stock)],
  ['low_stock_threshold', (r) => String(r.low_stock_threshold)],
  ['low_stock', (r) => (r.stock <= r.low_stock_threshold ? 'yes' : 'no')],
  ['last_movement_at', (r) => instant(r.last_at)],
  ['last_movement_reason', (r) => text(r.last_reason)],
  ['last_movement_before', (r) => text(r.last_before)],
  ['last_movement_after', (r) => text(r.last_after)],
];

/** The template: the header and two example rows of one product. */
export function templateCsv(rows: Record<ImportColumn, string>[]): string {
  return csvLines([[...IMPORT_COLUMNS], ...rows.map((r) => IMPORT_COLUMNS.map((c) => r[c]))]);
}
