import { z } from 'zod';
import { CATEGORIES, LIMIT_CATEGORIES, STRAIN_TYPES } from './catalog.ts';
import { ProductImageSchema } from './catalog/media-schemas.ts';

export const CategorySchema = z.enum(CATEGORIES);
export const StrainTypeSchema = z.enum(STRAIN_TYPES);

export const LimitCategorySchema = z.enum(LIMIT_CATEGORIES);
export const VariantSchema = z.strictObject({
  label: z.string(),
  priceCents: z.number().int().nonnegative(),
  netGrams: z.number().nonnegative(),
  stock: z.number().int().nonnegative(),
});
export type Variant = z.infer<typeof VariantSchema>;

export const LabResultSchema = z.strictObject({
  id: z.uuid(),
  labName: z.string(),
  batchNumber: z.string(),
  /** The day of the test, `YYYY-MM-DD`. */
  testedAt: z.iso.date(),
  thcPercentage: z.number().nullable(),
  thcaPercentage: z.number().nullable(),
  cbdPercentage: z.number().nullable(),
  totalThcPercentage: z.number().nullable(),
  thcMgPerPackage: z.number().nullable(),
  pesticidesPass: z.boolean(),
  heavyMetalsPass: z.boolean(),
  microbialsPass: z.boolean(),
  residualSolventsPass: z.boolean(),
  /** After this day (`YYYY-MM-DD`) the result no longer qualifies the batch; null: no expiry given. */
  expiresAt: z.iso.date().nullable(),
  /** The certificate of analysis (a PDF in the media library), or null. */
  certificateUrl: z.string().nullable(),
});
export type LabResult = z.infer<typeof LabResultSchema>;

export const ShopSummarySchema = z.strictObject({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  licenseNumber: z.string(),
  borough: z.string(),
  /** A temporary closure's end (ISO), while it runs: no ASAP orders from this shop until then. */
  closedUntil: z.string().nullable().optional(),
});
export type ShopSummary = z.infer<typeof ShopSummarySchema>;

/** The licensed producer (processor) named on the label, with its OCM licence number when known. */
export const ProducerSchema = z.strictObject({ name: z.string(), licenseNumber: z.string().nullable() });

/** The product as the API sends it. `price` and `prices` are integer cents, keyed by weight label. */
export const ProductSchema = z.strictObject({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: CategorySchema,
  strainType: StrainTypeSchema,
  limitCategory: LimitCategorySchema,
  thcPercentage: z.number().nullable(),
  thcaPercentage: z.number().nullable(),
  cbdPercentage: z.number().nullable(),
  thcMgPerServing: z.number().nullable(),
  thcMgPerPackage: z.number().nullable(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  /** Uploaded images in order (WebP/AVIF srcsets); empty for products showing only `imageUrl`. */
  images: z.array(ProductImageSchema),
  featured: z.boolean(),
  /** When the product was first listed (ISO): the menu's "Newest" sort. */
  listedAt: z.string(),
  price: z.number().int().nonnegative(),
  prices: z.record(z.string(), z.number().int().nonnegative()),
  variants: z.array(VariantSchema),
  inStock: z.boolean(),
  shop: ShopSummarySchema,
  producer: ProducerSchema.nullable(),
  labResult: LabResultSchema.nullable(),
});
export type Product = z.infer<typeof ProductSchema>;

export const SearchResultSchema = ProductSchema.pick({
  id: true,
  name: true,
  category: true,
  price: true,
  prices: true,
  imageUrl: true,
  imageAlt: true,
  thcPercentage: true,
  thcaPercentage: true,
  strainType: true,
  inStock: true,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchQuerySchema = z.object({ q: z.string().max(100).default('') });
export const ProductListQuerySchema = z.object({ category: CategorySchema.optional() });
