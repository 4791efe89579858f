import { z } from 'zod';

/**
 * The product CSV: one row per variant; rows with the same product_key are one product. The same columns are the
 * template, the import and the products export. Rows are numbered as a spreadsheet shows them (the header is row 1).
 */
export const IMPORT_COLUMNS = [
  'product_key',
  'name',
  'category',
  'shop',
  'producer_name',
  'producer_license',
  'strain_type',
  'description',
  'limit_category',
  'thc',
  'thca',
  'cbd',
  'thc_mg_per_serving',
  'thc_mg_per_package',
  'status',
  'variant_label',
  'net_grams',
  'price',
  'stock',
  'sku',
  'low_stock_threshold',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Columns a file must have; the others may be left out (empty). */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = [
  'product_key',
  'name',
  'category',
  'shop',
  'strain_type',
  'limit_category',
  'variant_label',
  'net_grams',
  'price',
  'stock',
];

/** The columns that describe the product: every row of one product must agree on them. */
export const PRODUCT_COLUMNS: readonly ImportColumn[] = IMPORT_COLUMNS.slice(1, 15);

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;

export const IMPORT_MESSAGES = {
  notCsv: 'Upload a CSV file (text, comma-separated, with a header row)',
  tooLarge: 'The file is larger than 10 MB; split it into smaller files',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; split it into smaller files`,
  empty: 'The file has no product rows under its header',
  failed: 'Nothing was imported: fix the errors in the file and upload it again',
  conflict:
    'Nothing was imported: a product slug or SKU of the file was taken meanwhile; preview the file again',
  drafts:
    'Imported products are saved as drafts: a product needs images and a passing lab result before it can be ' +
    'activated, and a file carries neither.',
} as const;

export const ImportErrorSchema = z.strictObject({
  row: z.number().int().positive(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof ImportErrorSchema>;

export const ImportRowSchema = z.strictObject({
  row: z.number().int().positive(),
  productKey: z.string(),
  productName: z.string(),
  variantLabel: z.string(),
  result: z.enum(['create', 'error']),
  /** The product will be saved as a draft (it asked for active, or nothing). */
  status: z.literal('draft'),
  errors: z.array(ImportErrorSchema),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

const Count = z.number().int().nonnegative();

export const ImportPreviewSchema = z.strictObject({
  fileName: z.string(),
  sha256: z.string(),
  rows: z.array(ImportRowSchema),
  /** Every error of the file, with its row and column (row 1 is the header). */
  errors: z.array(ImportErrorSchema),
  counts: z.strictObject({ rows: Count, products: Count, variants: Count, errors: Count }),
  /** Why imported products stay drafts. */
  note: z.string(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportResultSchema = z.strictObject({
  fileName: z.string(),
  sha256: z.string(),
  products: Count,
  variants: Count,
  note: z.string(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The template's rows: a flower in two sizes and an edible, ready to import once the shop is yours. */
export function templateRows(shop: string): Record<ImportColumn, string>[] {
  const flower = {
    product_key: 'sunset-haze-flower',
    name: 'Sunset Haze',
    category: 'flower',
    shop,
    producer_name: 'Hudson Valley Growers',
    producer_license: 'OCM-PROC-24-000123',
    strain_type: 'hybrid',
    description: 'Sweet citrus nose, calm and bright.',
    limit_category: 'flower',
    thc: '21.5',
    thca: '',
    cbd: '0.4',
    thc_mg_per_serving: '',
    thc_mg_per_package: '',
    status: 'draft',
  };
  return [
    {
      ...flower,
      variant_label: '3.5g',
      net_grams: '3.5',
      price: '45.00',
      stock: '20',
      sku: 'SH-35',
      low_stock_threshold: '5',
    },
    {
      ...flower,
      variant_label: '7g',
      net_grams: '7',
      price: '80.00',
      stock: '10',
      sku: 'SH-7',
      low_stock_threshold: '3',
    },
  ];
}
