import { z } from 'zod';
import { CategorySchema, LimitCategorySchema, StrainTypeSchema } from '../catalog.schemas.ts';
import { PRODUCT_STATUSES } from './admin-rules.ts';

/**
 * The catalog team's product inputs, shared by the product form (each step), the CSV import and the server. A
 * draft may leave fields empty; activation (admin-rules.ts `activationProblems`) demands the rest.
 */
const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} can be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `The ${label} can be at most ${max} characters`).nullable().optional();
const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(100, `${label} can be at most 100%`)
    .nullable();
const mg = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(10_000, `${label} looks too high`)
    .nullable();

export const ProductStatusSchema = z.enum(PRODUCT_STATUSES);

export const ProductBasicsSchema = z.strictObject({
  name: text('product name', 120),
  category: CategorySchema,
  shopId: z.uuid('Choose a shop'),
  producerName: optionalText('producer name', 120),
  producerLicense: optionalText('producer licence number', 40),
  strainType: StrainTypeSchema,
  description: z.string().trim().max(4000, 'The description can be at most 4,000 characters'),
});
export type ProductBasics = z.infer<typeof ProductBasicsSchema>;

export const VariantInputSchema = z.strictObject({
  /** Present when editing an existing variant; absent for a new one. */
  id: z.uuid().optional(),
  label: text('variant label', 20),
  netGrams: z
    .number({ error: 'Enter the net weight in grams' })
    .positive('The net weight must be more than 0 g')
    .max(1000, 'The net weight can be at most 1,000 g'),
  priceCents: z
    .number({ error: 'Enter a price' })
    .int('Enter a price in cents')
    .min(100, 'At least $1.00')
    .max(100_000, 'At most $1,000.00'),
  stock: z
    .number({ error: 'Enter a count' })
    .int('Enter a whole number')
    .min(0, 'Stock cannot be negative')
    .max(100_000, 'That count looks too high'),
  sku: z
    .string()
    .trim()
    .max(40, 'The SKU can be at most 40 characters')
    .regex(/^[A-Za-z0-9._-]*$/, 'Use letters, digits, dots, dashes and underscores in the SKU')
    .nullable()
    .optional(),
  lowStockThreshold: z.number().int().min(0).max(10_000).optional(),
});
export type VariantInput = z.infer<typeof VariantInputSchema>;

export const ProductVariantsSchema = z.strictObject({
  limitCategory: LimitCategorySchema,
  variants: z
    .array(VariantInputSchema)
    .max(12, 'A product can have at most 12 variants')
    .refine((vs) => new Set(vs.map((v) => v.label.toLowerCase())).size === vs.length, {
      error: 'Each variant needs its own label',
    }),
});
export type ProductVariants = z.infer<typeof ProductVariantsSchema>;

export const ProductComplianceSchema = z.strictObject({
  thcPercentage: percent('THC'),
  thcaPercentage: percent('THCA'),
  cbdPercentage: percent('CBD'),
  thcMgPerServing: mg('THC per serving'),
  thcMgPerPackage: mg('THC per package'),
});
export type ProductCompliance = z.infer<typeof ProductComplianceSchema>;

export const ProductImageInputSchema = z.strictObject({
  mediaId: z.uuid('Choose an image'),
  alt: text('image description (alt text)', 200),
});
export const ProductImagesSchema = z.strictObject({
  images: z.array(ProductImageInputSchema).max(10, 'A product can have at most 10 images'),
});
export type ProductImages = z.infer<typeof ProductImagesSchema>;

/** A whole product at once (duplicate, import): the steps together. */
export const ProductInputSchema = ProductBasicsSchema.extend(ProductVariantsSchema.shape)
  .extend(ProductComplianceSchema.shape)
  .extend(ProductImagesSchema.shape);
export type ProductInput = z.infer<typeof ProductInputSchema>;

export const ProductStatusChangeSchema = z.strictObject({ status: ProductStatusSchema });
