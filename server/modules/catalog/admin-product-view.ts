import type { AdminProduct } from '#domain/admin/products.ts';
import { productProblems } from '#domain/admin/product-activation.ts';
import { labStatus, type ActivationCandidate } from '#domain/catalog/admin-rules.ts';
import { nyDay } from '#domain/time/ny-format.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { PRODUCT_ADMIN_MESSAGES } from '#domain/admin/products.ts';
import { imageRows, labRows, productRow, variantRows } from './admin-products.queries.ts';

export interface EdibleLimits {
  mgPerServing: number;
  mgPerPackage: number;
}

/** A product as the admin's form reads it, with every rule that stops it being sold today. */
export async function productView(
  db: DbOrTx,
  id: string,
  limits: EdibleLimits,
  now: Date,
  lock = false,
): Promise<AdminProduct> {
  const found = await productRow(db, id, lock);
  if (!found) throw notFound(PRODUCT_ADMIN_MESSAGES.notFound);
  const { imageUrl, ...row } = found;
  const [variants, labs, images] = await Promise.all([
    variantRows(db, id),
    labRows(db, id),
    imageRows(db, id),
  ]);
  const today = nyDay(now);
  const labResults = labs.map((l) => ({
    id: l.id,
    batchNumber: l.batchNumber,
    labName: l.labName,
    testedAt: l.testedAt,
    expiresAt: l.expiresAt,
    status: labStatus(l, today),
  }));
  const candidate: ActivationCandidate = {
    ...row,
    // A picture from before the media library (the demo catalog's own) counts until images are chosen.
    imageCount: images.length || (imageUrl ? 1 : 0),
    variants,
    labStatuses: labResults.map((l) => l.status),
  };
  return {
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    variants: variants.map(({ labResultId: _lab, ...v }) => ({ ...v, hasOrders: Boolean(v.hasOrders) })),
    labResultId: variants.find((v) => v.labResultId)?.labResultId ?? null,
    labResults,
    images,
    problems: productProblems(candidate, limits),
  };
}
