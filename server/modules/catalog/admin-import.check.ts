import { setImmediate as nextTurn } from 'node:timers/promises';
import { PRODUCT_COLUMNS, type ImportError, type ImportRow } from '#domain/admin/import-export.ts';
import { ROWS_PER_TURN } from './admin-import.read.ts';
import { checkRow, type CheckedRow, type RawRow } from './admin-import.rows.ts';

const MAX_VARIANTS = 12;

export interface CheckFacts {
  /** Shop id by slug and by licence number. */
  shops: Map<string, string>;
  /** Product slugs and SKUs already in the catalog. */
  takenSlugs: Set<string>;
  takenSkus: Set<string>;
}

/**
 * Every row checked alone (the domain schemas), then together: one product's rows agree, SKUs and labels unique.
 * The schemas cost tens of microseconds a row: the loop yields to other requests every ROWS_PER_TURN rows.
 */
export async function checkRows(
  raw: RawRow[],
  facts: CheckFacts,
  errors: ImportError[],
  progress: (checked: number) => Promise<void> = async () => undefined,
) {
  const checked: CheckedRow[] = [];
  for (const [i, r] of raw.entries()) {
    const shop = r.cells.shop?.trim() ?? '';
    const ok = checkRow(r, facts.shops.get(shop) ?? facts.shops.get(shop.toLowerCase()) ?? null, errors);
    if (ok) checked.push(ok);
    if ((i + 1) % ROWS_PER_TURN === 0) {
      await progress(i + 1);
      await nextTurn();
    }
  }
  const firstOf = new Map<string, RawRow>();
  const labels = new Map<string, Map<string, number>>();
  const skus = new Map<string, number>();
  for (const r of raw) {
    const key = r.cells.product_key?.trim() ?? '';
    const add = (column: string, message: string) => errors.push({ row: r.row, column, message });
    if (key) {
      const first = firstOf.get(key);
      if (!first) {
        firstOf.set(key, r);
        if (facts.takenSlugs.has(key)) add('product_key', `A product with the slug ${key} already exists`);
      } else {
        for (const column of PRODUCT_COLUMNS) {
          if ((r.cells[column] ?? '').trim() !== (first.cells[column] ?? '').trim()) {
            add(column, `Differs from row ${first.row}, the first row of product ${key}`);
          }
        }
      }
      const seen = labels.get(key) ?? new Map<string, number>();
      labels.set(key, seen);
      const label = (r.cells.variant_label ?? '').trim().toLowerCase();
      if (label && seen.has(label))
        add('variant_label', `Each variant needs its own label (also on row ${seen.get(label)})`);
      else if (label) seen.set(label, r.row);
      if (seen.size > MAX_VARIANTS && label && seen.get(label) === r.row) {
        add('variant_label', `A product can have at most ${MAX_VARIANTS} variants`);
      }
    }
    const sku = (r.cells.sku ?? '').trim();
    if (sku) {
      if (skus.has(sku)) add('sku', `SKU ${sku} is also on row ${skus.get(sku)}`);
      else skus.set(sku, r.row);
      if (facts.takenSkus.has(sku)) add('sku', `SKU ${sku} is already used by another variant`);
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return checked;
}

/** The preview's rows: what each row will do and its errors. */
export function rowResults(raw: RawRow[], errors: ImportError[]): ImportRow[] {
  const byRow = new Map<number, ImportError[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  return raw.map((r) => {
    const rowErrors = byRow.get(r.row) ?? [];
    return {
      row: r.row,
      productKey: r.cells.product_key?.trim() ?? '',
      productName: r.cells.name?.trim() ?? '',
      variantLabel: r.cells.variant_label?.trim() ?? '',
      result: rowErrors.length ? 'error' : 'create',
      status: 'draft',
      errors: rowErrors,
    };
  });
}

/** The checked rows as products, each with its variants, in file order. */
export function groupProducts(rows: CheckedRow[]) {
  const products = new Map<string, { first: CheckedRow; variants: CheckedRow['variant'][] }>();
  for (const r of rows) {
    const p = products.get(r.key) ?? { first: r, variants: [] };
    p.variants.push(r.variant);
    products.set(r.key, p);
  }
  return [...products.values()];
}
