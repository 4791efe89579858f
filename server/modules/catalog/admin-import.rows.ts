import type { z } from 'zod';
import { potencyMismatches } from '#domain/catalog/potency.ts';
import { LimitCategorySchema } from '#domain/catalog.schemas.ts';
import {
  ProductBasicsSchema,
  ProductComplianceSchema,
  VariantInputSchema,
  type ProductBasics,
  type ProductCompliance,
  type VariantInput,
} from '#domain/catalog/admin-schemas.ts';
import type { LimitCategory } from '#domain/catalog.ts';
import type { ImportColumn, ImportError } from '#domain/admin/import-export.ts';

/** One CSV row as text, by column, with its row number (the header is row 1). */
export interface RawRow {
  row: number;
  cells: Partial<Record<ImportColumn, string>>;
}

/** A row that passed the schemas: the product's fields and its variant. */
export interface CheckedRow {
  row: number;
  key: string;
  basics: ProductBasics;
  compliance: ProductCompliance;
  limitCategory: LimitCategory;
  /** The file asked for active (granted only when every activation rule holds). */
  wantsActive: boolean;
  variant: VariantInput & { lowStockThreshold: number };
}

const BASICS_COLUMNS: Record<string, ImportColumn> = {
  name: 'name',
  category: 'category',
  shopId: 'shop',
  producerName: 'producer_name',
  producerLicense: 'producer_license',
  strainType: 'strain_type',
  description: 'description',
};
const COMPLIANCE_COLUMNS: Record<string, ImportColumn> = {
  thcPercentage: 'thc',
  thcaPercentage: 'thca',
  cbdPercentage: 'cbd',
  thcMgPerServing: 'thc_mg_per_serving',
  thcMgPerPackage: 'thc_mg_per_package',
};
const VARIANT_COLUMNS: Record<string, ImportColumn> = {
  label: 'variant_label',
  netGrams: 'net_grams',
  priceCents: 'price',
  stock: 'stock',
  sku: 'sku',
  lowStockThreshold: 'low_stock_threshold',
};

/** Empty → null; a number → the number; anything else → NaN, which the schema refuses with its own message. */
const num = (text: string | undefined): number | null => {
  const t = (text ?? '').trim().replace(/^\$/, '');
  if (t === '') return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
};
const dollarsToCents = (text: string | undefined) => {
  const n = num(text);
  return n === null ? undefined : Number.isNaN(n) ? n : Math.round(n * 100);
};
const optional = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** Runs a domain schema on the row and names each issue by its CSV column. */
function check<S extends z.ZodType>(
  schema: S,
  input: unknown,
  columns: Record<string, ImportColumn>,
  row: number,
  errors: ImportError[],
): z.output<S> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const column = columns[String(issue.path[0] ?? '')] ?? String(issue.path[0] ?? 'row');
    if (seen.has(column)) continue;
    seen.add(column);
    // An enum's own wording lists the values as JSON; a spreadsheet user reads them plainly.
    const values = issue.code === 'invalid_value' ? issue.values : null;
    const message = values ? `Enter one of ${values.join(', ')}` : issue.message;
    errors.push({ row, column, message });
  }
  return null;
}

/**
 * Checks one row with the product form's schemas (basics, compliance, variant, limit category). `shopId` is the
 * shop the row's `shop` cell names, or null when no shop has that slug or licence.
 */
export function checkRow(raw: RawRow, shopId: string | null, errors: ImportError[]): CheckedRow | null {
  const c = raw.cells;
  const before = errors.length;
  const key = (c.product_key ?? '').trim();
  if (!key) errors.push({ row: raw.row, column: 'product_key', message: 'Enter the product key' });
  else if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key) || key.length > 80) {
    errors.push({
      row: raw.row,
      column: 'product_key',
      message: 'Use lower-case letters, digits and single dashes in the product key (at most 80)',
    });
  }
  if (c.shop?.trim() && !shopId) {
    errors.push({
      row: raw.row,
      column: 'shop',
      message: `No shop has the slug or licence ${c.shop.trim()}`,
    });
  }
  const basics = check(
    ProductBasicsSchema,
    {
      name: c.name ?? '',
      category: c.category?.trim().toLowerCase(),
      shopId: shopId ?? (c.shop?.trim() ? '00000000-0000-4000-8000-000000000000' : ''),
      producerName: optional(c.producer_name),
      producerLicense: optional(c.producer_license),
      strainType: c.strain_type?.trim().toLowerCase(),
      description: c.description ?? '',
    },
    BASICS_COLUMNS,
    raw.row,
    errors,
  );
  const compliance = check(
    ProductComplianceSchema,
    {
      thcPercentage: num(c.thc),
      thcaPercentage: num(c.thca),
      cbdPercentage: num(c.cbd),
      thcMgPerServing: num(c.thc_mg_per_serving),
      thcMgPerPackage: num(c.thc_mg_per_package),
    },
    COMPLIANCE_COLUMNS,
    raw.row,
    errors,
  );
  const limit = check(
    LimitCategorySchema,
    c.limit_category?.trim().toLowerCase(),
    { '': 'limit_category' },
    raw.row,
    errors,
  );
  const threshold = num(c.low_stock_threshold);
  const variant = check(
    VariantInputSchema,
    {
      label: c.variant_label ?? '',
      netGrams: num(c.net_grams) ?? undefined,
      priceCents: dollarsToCents(c.price),
      stock: num(c.stock) ?? undefined,
      sku: optional(c.sku),
      lowStockThreshold: threshold ?? undefined,
    },
    VARIANT_COLUMNS,
    raw.row,
    errors,
  );
  if (basics && compliance) {
    for (const { field, message } of potencyMismatches(basics.category, compliance)) {
      errors.push({ row: raw.row, column: COMPLIANCE_COLUMNS[field]!, message });
    }
  }
  const status = (c.status ?? '').trim().toLowerCase();
  if (status && status !== 'draft' && status !== 'active') {
    errors.push({ row: raw.row, column: 'status', message: 'Enter draft or active' });
  }
  if (errors.length > before || !basics || !compliance || !limit || !variant) return null;
  return {
    row: raw.row,
    key,
    basics,
    compliance,
    limitCategory: limit,
    wantsActive: status === 'active',
    variant: { ...variant, lowStockThreshold: variant.lowStockThreshold ?? 5 },
  };
}
