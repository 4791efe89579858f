import { z } from 'zod';

/** `POST /api/dev/products/:id/copy`: a test's own copy of an active product, every variant at `stock` units. */
export const DevProductCopySchema = z.strictObject({
  stock: z.number().int().min(0).max(999),
  name: z.string().trim().min(1).max(120).optional(),
});
export type DevProductCopy = z.infer<typeof DevProductCopySchema>;

export const DevProductCopyResponseSchema = z.object({
  product: z.object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    shopId: z.uuid(),
    variants: z.array(z.object({ label: z.string(), stock: z.number().int(), priceCents: z.number().int() })),
  }),
});
export type DevProductCopyResponse = z.infer<typeof DevProductCopyResponseSchema>;
