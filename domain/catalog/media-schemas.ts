import { z } from 'zod';

/**
 * The media library and lab results as the admin API sends them. The product form (images and compliance steps),
 * the media page and the lab results page read these shapes.
 */
export const MEDIA_KINDS = ['image', 'document'] as const;

/** Responsive image widths stored for every uploaded image (WebP and AVIF each). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;

/**
 * The widths stored for an image `width` pixels wide: the standard widths it covers, plus its own width when that
 * falls between two of them (a 500 px photo: 320 and 500), so a sharp screen gets every pixel there is. Never wider
 * than the image.
 */
export function imageWidthsFor(width: number): number[] {
  const fits: number[] = MEDIA_WIDTHS.filter((w) => w <= width);
  const largest = Math.max(...MEDIA_WIDTHS);
  return width < largest && !fits.includes(width) ? [...fits, width] : fits;
}
export const MEDIA_MAX_BYTES = { image: 10 * 1024 * 1024, document: 20 * 1024 * 1024 } as const;
/** The most pixels an uploaded image may have (8000 × 5000): a small file can claim far more and decode to gigabytes. */
export const IMAGE_MAX_PIXELS = 40_000_000;

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

/** The upload's refusals and the library's messages, worded for the catalog team. */
export const MEDIA_MESSAGES = {
  noFile: 'Choose a file to upload',
  type: 'Upload a JPEG, PNG, WebP or AVIF image, or a PDF',
  tooLarge: 'The file is too large: images may be at most 10 MB and PDFs at most 20 MB',
  imageTooLarge: 'Images may be at most 10 MB',
  documentTooLarge: 'PDFs may be at most 20 MB',
  undecodable: 'This image could not be read: upload a JPEG, PNG, WebP or AVIF image that opens normally',
  markup: 'This file carries web page markup or script: upload a plain image or PDF',
  notPdf: 'This is not a complete PDF: upload the certificate as a PDF file',
  pixels: 'This image is too large to process: at most 40 megapixels (for example 8000 × 5000 pixels)',
  pdfActive:
    'PDFs with JavaScript, actions, links, forms or attached files are not accepted: upload a plain certificate',
  pdfUnchecked:
    'This PDF could not be checked: export or print the certificate to a plain PDF and upload that',
  alt: 'The alt text can be at most 300 characters',
  notFound: 'Media not found',
} as const;

export const MediaAltSchema = z.strictObject({
  alt: z.string({ error: 'Enter the alt text' }).trim().max(300, MEDIA_MESSAGES.alt),
});
export type MediaAltInput = z.infer<typeof MediaAltSchema>;

export const MEDIA_USE_FILTERS = ['in-use', 'unused'] as const;
export const MediaListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search at most 100 characters').optional(),
  kind: z.enum(MEDIA_KINDS).optional(),
  use: z.enum(MEDIA_USE_FILTERS).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(48),
});
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>;

export const MediaListResponseSchema = z.strictObject({
  items: z.array(MediaItemSchema),
  /** Pass back as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type MediaListResponse = z.infer<typeof MediaListResponseSchema>;

export const MediaResponseSchema = z.strictObject({ item: MediaItemSchema });
export type MediaResponse = z.infer<typeof MediaResponseSchema>;

/** One image of a product as the storefront renders it: WebP and AVIF `srcset`s and the intrinsic size. */
export const ProductImageSchema = z.strictObject({
  src: z.string(),
  srcset: z.string(),
  avifSrcset: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;
