import { stringify } from 'csv-stringify/sync';
import { IMPORT_COLUMNS, type ImportColumn } from '#domain/admin/import-export.ts';

/** One valid product row of the import (a flower in one size), with a unique key and SKU per `i`. */
export function importRow(shop: string, i: number, run: string): Record<ImportColumn, string> {
  return {
    product_key: `imp-${run}-${i}`,
    name: `Imported Haze ${i}`,
    category: 'flower',
    shop,
    producer_name: 'Hudson Valley Growers',
    producer_license: 'OCM-PROC-24-000123',
    strain_type: 'hybrid',
    description: 'Bright and citrusy.',
    limit_category: 'flower',
    thc: '20.5',
    thca: '',
    cbd: '0.3',
    thc_mg_per_serving: '',
    thc_mg_per_package: '',
    status: 'active',
    variant_label: '3.5g',
    net_grams: '3.5',
    price: '40.00',
    stock: '12',
    sku: `IMP-${run}-${i}`,
    low_stock_threshold: '4',
  };
}

/** A CSV of rows (each a full row, or a change to the generated one). */
export function importCsv(rows: Record<ImportColumn, string>[]): string {
  return stringify([[...IMPORT_COLUMNS], ...rows.map((r) => IMPORT_COLUMNS.map((c) => r[c]))]);
}

/** `count` products, one variant each (or `variants` per product), for the import tests and the bench. */
export function productsCsv(shop: string, count: number, run: string, variants = 1): string {
  const rows: Record<ImportColumn, string>[] = [];
  for (let i = 0; i < count; i += 1) {
    for (let v = 0; v < variants; v += 1) {
      const row = importRow(shop, i, run);
      rows.push(
        v === 0
          ? row
          : { ...row, variant_label: `${7 * v}g`, net_grams: String(7 * v), sku: `${row.sku}-${v}` },
      );
    }
  }
  return importCsv(rows);
}
