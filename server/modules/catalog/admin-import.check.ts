import { parse } from 'csv-parse/sync';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  PRODUCT_COLUMNS,
  REQUIRED_COLUMNS,
  type ImportColumn,
  type ImportError,
  type ImportRow,
} from '#domain/admin/import-export.ts';
import { AppError } from '#server/lib/errors.ts';
import { checkRow, type CheckedRow, type RawRow } from './admin-import.rows.ts';

const MAX_VARIANTS = 12;

/** The file's rows by column. A file that is not a readable CSV, or has too many rows, is refused whole. */
export function readCsv(text: string): { rows: RawRow[]; errors: ImportError[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: false });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError(422, 'csv_unreadable', `${IMPORT_MESSAGES.notCsv}${line ? ` (line ${line})` : ''}`);
  }
  if (records.length - 1 > IMPORT_MAX_ROWS)
    throw new AppError(413, 'csv_too_many_rows', IMPORT_MESSAGES.tooManyRows);
  const header = (records[0] ?? []).map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/^product_slug$/, 'product_key'),
  );
  const errors: ImportError[] = [];
  const known = new Set<string>(IMPORT_COLUMNS);
  header.forEach((h) => {
    if (!known.has(h))
      errors.push({ row: 1, column: h || '(blank)', message: `Unknown column ${h || '(blank)'}` });
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!header.includes(column)) errors.push({ row: 1, column, message: `Add the column ${column}` });
  }
  const rows = records.slice(1).map((cells, i) => {
    const row = i + 2;
    if (cells.length !== header.length) {
      errors.push({
        row,
        column: 'row',
        message: `The row has ${cells.length} cells; the header has ${header.length}`,
      });
    }
    const byColumn: RawRow['cells'] = {};
    header.forEach((h, j) => {
      if (known.has(h)) byColumn[h as ImportColumn] = cells[j] ?? '';
    });
    return { row, cells: byColumn };
  });
  return { rows, errors };
}

export interface CheckFacts {
  /** Shop id by slug and by licence number. */
  shops: Map<string, string>;
  /** Product slugs and SKUs already in the catalog. */
  takenSlugs: Set<string>;
  takenSkus: Set<string>;
}

/** Every row checked alone (the domain schemas), then together: one product's rows agree, SKUs and labels unique. */
export function checkRows(raw: RawRow[], facts: CheckFacts, errors: ImportError[]) {
  const checked: CheckedRow[] = [];
  for (const r of raw) {
    const shop = r.cells.shop?.trim() ?? '';
    const ok = checkRow(r, facts.shops.get(shop) ?? facts.shops.get(shop.toLowerCase()) ?? null, errors);
    if (ok) checked.push(ok);
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
