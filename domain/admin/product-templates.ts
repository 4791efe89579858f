import { z } from 'zod';
import { CategorySchema, LimitCategorySchema, StrainTypeSchema } from '../catalog.schemas.ts';
import { VariantInputSchema } from '../catalog/admin-schemas.ts';

/** A template's defaults (ProductTemplateDefaults in admin-rules.ts), as the form and the server check them. */
export const ProductTemplateDefaultsSchema = z.strictObject({
  strainType: StrainTypeSchema.optional(),
  limitCategory: LimitCategorySchema,
  descriptionSkeleton: z.string().trim().max(4000, 'The description can be at most 4,000 characters'),
  variants: z
    .array(
      z.strictObject({
        label: VariantInputSchema.shape.label,
        netGrams: VariantInputSchema.shape.netGrams,
        priceCents: VariantInputSchema.shape.priceCents.optional(),
      }),
    )
    .max(12, 'A product can have at most 12 variants'),
  thcMgPerServing: z.number().min(0).max(10_000).nullable().optional(),
  thcMgPerPackage: z.number().min(0).max(10_000).nullable().optional(),
});

export const ProductTemplateInputSchema = z.strictObject({
  name: z
    .string({ error: 'Enter the template name' })
    .trim()
    .min(1, 'Enter the template name')
    .max(80, 'The template name can be at most 80 characters'),
  category: CategorySchema,
  defaults: ProductTemplateDefaultsSchema,
});
export type ProductTemplateInput = z.infer<typeof ProductTemplateInputSchema>;

export const ProductTemplateSchema = ProductTemplateInputSchema.extend({
  id: z.uuid(),
  productsCount: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type ProductTemplate = z.infer<typeof ProductTemplateSchema>;

export const ProductTemplateListSchema = z.strictObject({ templates: z.array(ProductTemplateSchema) });
export type ProductTemplateList = z.infer<typeof ProductTemplateListSchema>;
export const ProductTemplateResponseSchema = z.strictObject({ template: ProductTemplateSchema });
export type ProductTemplateResponse = z.infer<typeof ProductTemplateResponseSchema>;
