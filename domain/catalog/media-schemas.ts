import { z } from 'zod';

/**
 * The media library and lab results as the admin API sends them. The product form (images and compliance steps),
 * the media page and the lab results page read these shapes.
 */
export const MEDIA_KINDS = ['image', 'document'] as const;

/** Responsive image widths stored for every uploaded image (WebP and AVIF each). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;
export const MEDIA_MAX_BYTES = { image: 10 * 1024 * 1024, document: 20 * 1024 * 1024 } as const;

export const MediaItemSchema = z.strictObject({
  id: z.uuid(),
  kind: z.enum(MEDIA_KINDS),
  fileName: z.string(),
  mime: z.string(),
  byteSize: z.number().int().positive(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  /** The largest WebP rendition (images) or the document itself. */
  url: z.string(),
  /** `srcset` of the WebP renditions ('' for documents). */
  srcset: z.string(),
  /** A small rendition for lists and pickers (documents: null). */
  thumbUrl: z.string().nullable(),
  createdAt: z.string(),
  /** How many products (images) or lab results (documents) use it; in use → it cannot be deleted. */
  usedBy: z.number().int().nonnegative(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

export const LAB_STATUSES = ['valid', 'expired', 'failed'] as const;

export const LabResultItemSchema = z.strictObject({
  id: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  labName: z.string(),
  labLicense: z.string(),
  accreditation: z.string().nullable(),
  batchNumber: z.string(),
  testedAt: z.iso.date(),
  expiresAt: z.iso.date().nullable(),
  thcPercentage: z.number().nullable(),
  thcaPercentage: z.number().nullable(),
  cbdPercentage: z.number().nullable(),
  totalThcPercentage: z.number().nullable(),
  thcMgPerPackage: z.number().nullable(),
  cannabinoids: z.record(z.string(), z.number()),
  pesticidesPass: z.boolean(),
  heavyMetalsPass: z.boolean(),
  microbialsPass: z.boolean(),
  residualSolventsPass: z.boolean(),
  status: z.enum(LAB_STATUSES),
  certificateMediaId: z.uuid().nullable(),
  certificateUrl: z.string().nullable(),
  /** The variants whose shelf stock is from this batch. */
  variantIds: z.array(z.uuid()),
});
export type LabResultItem = z.infer<typeof LabResultItemSchema>;
