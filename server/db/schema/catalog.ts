import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth.ts';
import { STOCK_REASONS } from '#domain/merchant/shop-contracts.ts';

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

export interface OpeningHours {
  /** 0 = Sunday … 6 = Saturday; times HH:MM in New York time; null = closed. */
  [day: string]: { opens: string; closes: string } | null;
}

export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    closedUntil: timestamp('closed_until', { withTimezone: true }),
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
    id: uuid('id').primaryKey().defaultRandom(),
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
    imageUrl: text('image_url').notNull(),
    imageAlt: text('image_alt').notNull(),
    featured: boolean('featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('products_category_idx').on(t.category),
    index('products_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('products_search_trgm_idx').using(
      'gin',
      sql`lower(${t.name} || ' ' || ${t.description}) gin_trgm_ops`,
    ),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    priceCents: integer('price_cents').notNull(),
    netGrams: numeric('net_grams', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('product_variants_product_label_key').on(t.productId, t.label),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);

export const labResults = pgTable(
  'lab_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
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
    createdAt: timestamps.createdAt,
  },
  (t) => [index('lab_results_product_idx').on(t.productId)],
);

export const stockReasonEnum = pgEnum('stock_reason', STOCK_REASONS);

/**
 * Every stock change made by a person (not by orders, whose lines keep their own record): who, when, before, after
 * and why. A variant's stock is rebuilt from its latest `after`. Written only by the catalog module.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    reason: stockReasonEnum('reason').notNull(),
    note: text('note'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_movements_variant_idx').on(t.variantId, t.id),
    index('inventory_movements_merchant_at_idx').on(t.merchantId, t.at, t.id),
    check('inventory_movements_after_nonnegative', sql`${t.after} >= 0`),
  ],
);
