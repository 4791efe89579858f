import { z } from 'zod';
import { ProductComplianceSchema } from './admin-schemas.ts';
import { LAB_STATUSES, LabResultItemSchema } from './media-schemas.ts';

/**
 * A lab result (certificate of analysis) for one batch of one product, as the lab results page, the product form
 * and the server validate it. A batch belongs to one product; that product's variants on the shelf point at it.
 */
export const LAB_MESSAGES = {
  notFound: 'Lab result not found',
  product: 'Choose the product this batch belongs to',
  productMissing: 'That product does not exist',
  batchTaken: 'This product already has a lab result for that batch number',
  expiresBeforeTested: 'The expiry date must be after the tested date',
  testedInFuture: 'The tested date cannot be in the future',
  certificate: 'The certificate must be a PDF from the media library',
  variantOfOtherProduct: 'Only variants of this batch’s product can be linked',
  inUse: (n: number) =>
    `This lab result is linked to ${n} variant${n === 1 ? '' : 's'}: unlink them before deleting it`,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} can be at most ${max} characters`);
const day = (label: string) => z.iso.date(`Enter the ${label} as a date`);

const potency = ProductComplianceSchema.pick({
  thcPercentage: true,
  thcaPercentage: true,
  cbdPercentage: true,
  thcMgPerPackage: true,
}).shape;

const LabFieldsSchema = z.strictObject({
  labName: text('lab name', 120),
  labLicense: text('lab licence number', 60),
  accreditation: z.string().trim().max(120, 'The accreditation can be at most 120 characters').nullable(),
  batchNumber: text('batch number', 60),
  testedAt: day('tested date'),
  expiresAt: day('expiry date').nullable(),
  ...potency,
  cannabinoids: z
    .record(
      z
        .string()
        .trim()
        .min(1, 'Name each cannabinoid')
        .max(20, 'A cannabinoid name can be at most 20 characters'),
      z.number({ error: 'Cannabinoid percentages must be numbers' }).min(0).max(100, 'At most 100%'),
    )
    .refine((r) => Object.keys(r).length <= 20, 'At most 20 other cannabinoids'),
  pesticidesPass: z.boolean({ error: 'Choose the pesticides result' }),
  heavyMetalsPass: z.boolean({ error: 'Choose the heavy metals result' }),
  microbialsPass: z.boolean({ error: 'Choose the microbials result' }),
  residualSolventsPass: z.boolean({ error: 'Choose the residual solvents result' }),
  certificateMediaId: z.uuid(LAB_MESSAGES.certificate).nullable(),
});

const expiryAfterTest = (v: { testedAt?: string; expiresAt?: string | null }) =>
  !v.expiresAt || !v.testedAt || v.expiresAt > v.testedAt;

export const LabResultInputSchema = LabFieldsSchema.extend({
  productId: z.uuid(LAB_MESSAGES.product),
}).refine(expiryAfterTest, { path: ['expiresAt'], message: LAB_MESSAGES.expiresBeforeTested });
export type LabResultInput = z.infer<typeof LabResultInputSchema>;

/** An edit: any field but the product (a batch never moves to another product). */
export const LabResultPatchSchema = LabFieldsSchema.partial().refine(expiryAfterTest, {
  path: ['expiresAt'],
  message: LAB_MESSAGES.expiresBeforeTested,
});
export type LabResultPatch = z.infer<typeof LabResultPatchSchema>;

export const LabVariantsSchema = z.strictObject({
  variantIds: z.array(z.uuid('Choose a variant')).max(50, 'At most 50 variants'),
});
export type LabVariantsInput = z.infer<typeof LabVariantsSchema>;

export const LabListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search at most 100 characters').optional(),
  status: z.enum(LAB_STATUSES).optional(),
  productId: z.uuid('Choose a product').optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type LabListQuery = z.infer<typeof LabListQuerySchema>;

export const LabListResponseSchema = z.strictObject({
  items: z.array(LabResultItemSchema),
  nextCursor: z.string().nullable(),
});
export type LabListResponse = z.infer<typeof LabListResponseSchema>;

export const LabResultResponseSchema = z.strictObject({ labResult: LabResultItemSchema });
export type LabResultResponse = z.infer<typeof LabResultResponseSchema>;

/** A product to attach a batch to, with its variants and the batch each has on the shelf. */
export const LabProductOptionSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  variants: z.array(
    z.strictObject({
      id: z.uuid(),
      label: z.string(),
      sku: z.string().nullable(),
      labResultId: z.uuid().nullable(),
    }),
  ),
});
export type LabProductOption = z.infer<typeof LabProductOptionSchema>;
export const LabProductOptionsResponseSchema = z.strictObject({ products: z.array(LabProductOptionSchema) });
export type LabProductOptionsResponse = z.infer<typeof LabProductOptionsResponseSchema>;
