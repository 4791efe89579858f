import { z } from 'zod';
import { CATEGORIES, type Category } from '../catalog.ts';
import { CategorySchema, LimitCategorySchema, StrainTypeSchema } from '../catalog.schemas.ts';
import {
  ProductBasicsSchema,
  ProductComplianceSchema,
  ProductStatusSchema,
} from '../catalog/admin-schemas.ts';
import { LAB_STATUSES } from '../catalog/media-schemas.ts';
import { potencyMismatches } from '../catalog/potency.ts';

/** The admin's products table: filters, search, sort and pages, all in the URL. */
export const PRODUCT_SORTS = ['name', 'updated', 'price', 'stock'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_PAGE_SIZE = 50;

export const AdminProductListQuerySchema = z.strictObject({
  status: ProductStatusSchema.optional(),
  category: z.enum(CATEGORIES).optional(),
  shopId: z.uuid('Choose a shop').optional(),
  lowStock: z.enum(['1']).optional(),
  q: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  /** The row offset of the page (the table's opaque cursor). */
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, 'Invalid page')
    .optional(),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

export const AdminProductRowSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  category: CategorySchema,
  status: ProductStatusSchema,
  imageUrl: z.string(),
  imageAlt: z.string(),
  shopId: z.uuid(),
  shopName: z.string(),
  producerName: z.string().nullable(),
  variantsCount: z.number().int().nonnegative(),
  minPriceCents: z.number().int().nullable(),
  maxPriceCents: z.number().int().nullable(),
  stockTotal: z.number().int().nonnegative(),
  lowStock: z.boolean(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

export const AdminProductListSchema = z.strictObject({
  rows: z.array(AdminProductRowSchema),
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
});
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

/** The compliance step: the potency fields and the lab batch on the shelf for every variant. */
export const ProductComplianceStepSchema = ProductComplianceSchema.extend({
  labResultId: z.uuid('Choose a lab result').nullable(),
});
export type ProductComplianceStep = z.infer<typeof ProductComplianceStepSchema>;

/** The compliance step of a product in `category`: figures that do not fit the category are refused. */
export const productComplianceStepFor = (category: Category) =>
  ProductComplianceStepSchema.superRefine((values, ctx) => {
    for (const { field, message } of potencyMismatches(category, values))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });

const Problem = z.strictObject({ field: z.string(), message: z.string() });

/** Who made the product, what it is and which purchase limit counts it, as the admin sees and pre-fills it. */
const labelFields = {
  producerName: z.string().nullable(),
  producerLicense: z.string().nullable(),
  strainType: StrainTypeSchema,
  description: z.string(),
  limitCategory: LimitCategorySchema,
};

/** A product's potency as the admin sees and pre-fills it (each unknown until entered). */
const potencyFields = {
  thcPercentage: z.number().nullable(),
  thcaPercentage: z.number().nullable(),
  cbdPercentage: z.number().nullable(),
  thcMgPerServing: z.number().nullable(),
  thcMgPerPackage: z.number().nullable(),
};

/** A variant as the admin's product form shows and pre-fills it. */
const variantFields = {
  label: z.string(),
  netGrams: z.number(),
  priceCents: z.number().int(),
  stock: z.number().int(),
  sku: z.string().nullable(),
};

export const AdminProductSchema = z.strictObject({
  id: z.uuid(),
  slug: z.string(),
  status: ProductStatusSchema,
  templateId: z.uuid().nullable(),
  updatedAt: z.string(),
  name: z.string(),
  category: CategorySchema,
  shopId: z.uuid(),
  shopName: z.string(),
  ...labelFields,
  variants: z.array(
    z.strictObject({
      id: z.uuid(),
      ...variantFields,
      lowStockThreshold: z.number().int(),
      /** Ordered at least once: it cannot be removed (archive the product instead). */
      hasOrders: z.boolean(),
    }),
  ),
  ...potencyFields,
  labResultId: z.uuid().nullable(),
  labResults: z.array(
    z.strictObject({
      id: z.uuid(),
      batchNumber: z.string(),
      labName: z.string(),
      testedAt: z.string(),
      expiresAt: z.string().nullable(),
      status: z.enum(LAB_STATUSES),
    }),
  ),
  images: z.array(
    z.strictObject({ mediaId: z.uuid(), alt: z.string(), url: z.string(), thumbUrl: z.string() }),
  ),
  /** Every rule that stops it being active now (empty: it may be activated). */
  problems: z.array(Problem),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductResponseSchema = z.strictObject({ product: AdminProductSchema });
export type AdminProductResponse = z.infer<typeof AdminProductResponseSchema>;

/** A form pre-filled from a product (duplicate) or a template: nothing is written until it is saved. */
export const ProductPrefillSchema = z.strictObject({
  name: z.string(),
  category: CategorySchema,
  shopId: z.string(),
  ...labelFields,
  variants: z.array(
    z.strictObject({
      ...variantFields,
    }),
  ),
  ...potencyFields,
  images: z.array(z.strictObject({ mediaId: z.uuid(), alt: z.string(), url: z.string() })),
  templateId: z.uuid().nullable(),
});
export type ProductPrefill = z.infer<typeof ProductPrefillSchema>;
export const ProductPrefillResponseSchema = z.strictObject({ input: ProductPrefillSchema });
export type ProductPrefillResponse = z.infer<typeof ProductPrefillResponseSchema>;

/** `POST /api/admin/products/bulk`: activate, archive or move the selected products. */
export const PRODUCT_BULK_ACTIONS = ['activate', 'archive', 'move'] as const;
export const ProductBulkSchema = z
  .strictObject({
    action: z.enum(PRODUCT_BULK_ACTIONS, { error: 'Choose activate, archive or move' }),
    ids: z
      .array(z.uuid('Select products'))
      .min(1, 'Select at least one product')
      .max(500, 'Select at most 500 products'),
    shopId: z.uuid('Choose a shop').optional(),
  })
  .refine((b) => b.action !== 'move' || b.shopId !== undefined, {
    error: 'Choose the shop to move them to',
    path: ['shopId'],
  });
export type ProductBulk = z.infer<typeof ProductBulkSchema>;

export const ProductBulkResultSchema = z.strictObject({
  updated: z.array(z.uuid()),
  refused: z.array(z.strictObject({ id: z.uuid(), name: z.string(), problems: z.array(Problem) })),
});
export type ProductBulkResult = z.infer<typeof ProductBulkResultSchema>;

export const PRODUCT_ADMIN_MESSAGES = {
  notFound: 'Product not found',
  shopNotFound: 'Choose an active shop',
  templateNotFound: 'Template not found',
  skuTaken: 'Another variant already has this SKU',
  variantOrdered: 'This variant has orders and cannot be removed; archive the product instead',
  variantNotFound: 'This variant is not part of the product',
  labNotFound: 'Choose a lab result of this product',
  mediaNotFound: 'Choose an image from the media library',
  notActivatable: 'This product cannot be activated yet',
  templateNameTaken: 'Another template already has this name',
} as const;

/** `POST /api/admin/products`: the basics step starts the draft, remembering the template it came from. */
export const ProductCreateSchema = ProductBasicsSchema.extend({
  templateId: z.uuid('Choose a template').nullable().optional(),
});
export type ProductCreate = z.infer<typeof ProductCreateSchema>;

/** `GET /api/admin/products/export.csv`: the table's filters, or the selected ids (comma separated). */
export const ProductExportQuerySchema = AdminProductListQuerySchema.extend({
  ids: z
    .string()
    .max(40_000)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('Select products')).max(1000, 'Export at most 1,000 selected products'))
    .optional(),
});
