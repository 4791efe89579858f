import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { importJobs } from './import-jobs.ts';
import { mediaAssets } from './media.ts';
import { PRODUCT_STATUSES, LEDGER_REASONS } from '#domain/catalog/admin-rules.ts';
import { belongsTo, instant, timestamps, uuidKey } from './columns.ts';

const decimal = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });

export const categoryEnum = pgEnum('product_category', [
  'flower',
  'pre-rolls',
  'edibles',
  'concentrates',
  'vapes',
]);
export const strainTypeEnum = pgEnum('strain_type', ['indica', 'sativa', 'hybrid', 'cbd']);
export const limitCategoryEnum = pgEnum('limit_category', ['flower', 'concentrate', 'edible', 'other']);
export const productStatusEnum = pgEnum('product_status', PRODUCT_STATUSES);

export interface OpeningHours {
  /** 0 = Sunday … 6 = Saturday; times HH:MM in New York time; null = closed. */
  [day: string]: { opens: string; closes: string } | null;
}

export const merchants = pgTable(
  'merchants',
  {
    id: uuidKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    licenseNumber: text('license_number').notNull().unique(),
    description: text('description').notNull(),
    street: text('street').notNull(),
    zip: text('zip').notNull(),
    borough: text('borough').notNull(),
    neighborhood: text('neighborhood').notNull(),
    lat: numeric('lat', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    lng: numeric('lng', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    phone: text('phone').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** A temporary closure set by the shop: no ASAP orders, no delivery windows before this instant. */
    closedUntil: instant('closed_until'),
    closureNote: text('closure_note'),
    logoUrl: text('logo_url'),
    /** The admin lets this shop change its own prices (compliance fields stay with the catalog team). */
    pricesEditable: boolean('prices_editable').notNull().default(false),
    /** The platform's share of the shop's net sales, in basis points (2000 = 20%). */
    commissionBps: integer('commission_bps').notNull().default(2000),
    ...timestamps,
  },
  (t) => [check('merchants_commission_range', sql`${t.commissionBps} between 0 and 10000`)],
);

export const products = pgTable(
  'products',
  {
    id: uuidKey(),
    slug: text('slug').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: categoryEnum('category').notNull(),
    strainType: strainTypeEnum('strain_type').notNull(),
    limitCategory: limitCategoryEnum('limit_category').notNull(),
    thcPercentage: decimal('thc_percentage'),
    thcaPercentage: decimal('thca_percentage'),
    cbdPercentage: decimal('cbd_percentage'),
    thcMgPerServing: decimal('thc_mg_per_serving'),
    thcMgPerPackage: decimal('thc_mg_per_package'),
    /** The licensed producer (processor) and its OCM licence number, shown on the product page. */
    producerName: text('producer_name'),
    producerLicense: text('producer_license'),
    /** The first image's URL and alt text (kept by the catalog write path from `product_images`). */
    imageUrl: text('image_url').notNull(),
    imageAlt: text('image_alt').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** draft → active → archived; only an active product is sold (every activation rule checked on the server). */
    status: productStatusEnum('status').notNull().default('draft'),
    /** Derived from `status`, for the storefront's readers. */
    isActive: boolean('is_active')
      .notNull()
      .generatedAlwaysAs(sql`status = 'active'`),
    /** The template this product was started from, if any. */
    templateId: uuid('template_id'),
    /** The CSV import that created it: a failed import removes its products by this tag. */
    importJobId: uuid('import_job_id').references(() => importJobs.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('products_category_idx').on(t.category),
    index('products_import_job_idx')
      .on(t.importJobId)
      .where(sql`${t.importJobId} is not null`),
    index('products_status_updated_idx').on(t.status, t.updatedAt, t.id),
    index('products_merchant_idx').on(t.merchantId),
    index('products_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuidKey(),
    productId: belongsTo('product_id', () => products.id),
    label: text('label').notNull(),
    priceCents: integer('price_cents').notNull(),
    netGrams: numeric('net_grams', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Stock keeping unit, unique across the catalog when given. */
    sku: text('sku').unique(),
    /** At or below this many units the variant is listed as low on stock. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** The lab batch on the shelf for this variant (its certificate is the one shown and carried). */
    labResultId: uuid('lab_result_id').references((): AnyPgColumn => labResults.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('product_variants_product_label_key').on(t.productId, t.label),
    // No index reads `stock`: a checkout's take is then a HOT update (no index entry written, the old version pruned
    // on the page), and a popular item's row does not bloat. The low-stock list scans the variants (migration 0042).
    check('product_variants_threshold_nonnegative', sql`${t.lowStockThreshold} >= 0`),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);

export const labResults = pgTable(
  'lab_results',
  {
    id: uuidKey(),
    productId: belongsTo('product_id', () => products.id),
    labName: text('lab_name').notNull(),
    labLicense: text('lab_license').notNull(),
    batchNumber: text('batch_number').notNull(),
    testedAt: date('tested_at', { mode: 'string' }).notNull(),
    thcPercentage: decimal('thc_percentage'),
    thcaPercentage: decimal('thca_percentage'),
    cbdPercentage: decimal('cbd_percentage'),
    thcMgPerPackage: decimal('thc_mg_per_package'),
    pesticidesPass: boolean('pesticides_pass').notNull(),
    heavyMetalsPass: boolean('heavy_metals_pass').notNull(),
    microbialsPass: boolean('microbials_pass').notNull(),
    residualSolventsPass: boolean('residual_solvents_pass').notNull(),
    /** The lab's accreditation (e.g. ISO/IEC 17025 certificate number). */
    accreditation: text('accreditation'),
    /** After this day the result no longer qualifies a product for sale. */
    expiresAt: date('expires_at', { mode: 'string' }),
    /** Further cannabinoids, percent by name (CBG, CBN…). */
    cannabinoids: jsonb('cannabinoids').$type<Record<string, number>>().notNull().default({}),
    /** The certificate of analysis (a PDF in the media library). */
    certificateMediaId: uuid('certificate_media_id').references(() => mediaAssets.id),
    createdAt: timestamps.createdAt,
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    index('lab_results_product_idx').on(t.productId),
    unique('lab_results_product_batch_key').on(t.productId, t.batchNumber),
  ],
);

export const stockReasonEnum = pgEnum('stock_reason', LEDGER_REASONS);

/**
 * Every stock change — by a person, a checkout (`sale`) or an order's stock put back (`order_cancelled`,
 * `returned`): who, when, before, after and why. A variant's stock is rebuilt from its latest `after`. Written only
 * by the catalog module.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: belongsTo('variant_id', () => productVariants.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    reason: stockReasonEnum('reason').notNull(),
    note: text('note'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    /** The order whose checkout or return moved the stock. */
    orderId: uuid('order_id'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('inventory_movements_variant_idx').on(t.variantId, t.id),
    index('inventory_movements_merchant_at_idx').on(t.merchantId, t.at, t.id),
    check('inventory_movements_after_nonnegative', sql`${t.after} >= 0`),
  ],
);

/** Category defaults a new product can start from: variant set, limit category, description skeleton, potency. */
export const productTemplates = pgTable('product_templates', {
  id: uuidKey(),
  name: text('name').notNull().unique(),
  category: categoryEnum('category').notNull(),
  /** ProductTemplateDefaults (domain/catalog/admin-rules.ts). */
  defaults: jsonb('defaults').$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});

/** A product's images in display order, each a media-library image with its own alt text. */
export const productImages = pgTable(
  'product_images',
  {
    productId: belongsTo('product_id', () => products.id),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaAssets.id),
    position: integer('position').notNull(),
    alt: text('alt').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.mediaId] }),
    index('product_images_media_idx').on(t.mediaId),
    check('product_images_alt_present', sql`length(btrim(${t.alt})) > 0`),
  ],
);
