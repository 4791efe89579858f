import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { inventoryMovements, productImages, products, productVariants } from '#server/db/schema/catalog.ts';

// The catalog team's writes to products, their variants and images (the catalog owns these tables).

type ProductSet = Partial<typeof products.$inferInsert>;

export async function insertProduct(tx: DbOrTx, values: typeof products.$inferInsert) {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(tx: DbOrTx, id: string, set: ProductSet) {
  await tx
    .update(products)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export async function updateProducts(tx: DbOrTx, ids: readonly string[], set: ProductSet) {
  if (ids.length === 0) return;
  await tx
    .update(products)
    .set({ ...set, updatedAt: sql`now()` })
    .where(inArray(products.id, [...ids]));
}

export async function insertVariant(tx: DbOrTx, values: typeof productVariants.$inferInsert) {
  const [row] = await tx.insert(productVariants).values(values).returning({ id: productVariants.id });
  return row!.id;
}

export async function updateVariant(
  tx: DbOrTx,
  id: string,
  set: Partial<typeof productVariants.$inferInsert>,
) {
  await tx
    .update(productVariants)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(productVariants.id, id));
}

/** Kept variants' labels and SKUs moved aside, so the step's new labels may swap without a clash. */
export async function parkVariantLabels(tx: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .update(productVariants)
    .set({ label: sql`'~' || ${productVariants.id}::text`, sku: null })
    .where(inArray(productVariants.id, [...ids]));
}

export async function deleteVariants(tx: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.delete(productVariants).where(inArray(productVariants.id, [...ids]));
}

/** Every variant of the product now sells this lab batch. */
export async function setVariantsLab(tx: DbOrTx, productId: string, labResultId: string | null) {
  await tx
    .update(productVariants)
    .set({ labResultId, updatedAt: sql`now()` })
    .where(eq(productVariants.productId, productId));
}

/** A new variant's opening stock, in the ledger as received. */
export async function receiveStock(
  tx: DbOrTx,
  move: { variantId: string; shopId: string; after: number; actorUserId: string; actorRole: string },
) {
  await tx.insert(inventoryMovements).values({
    variantId: move.variantId,
    merchantId: move.shopId,
    before: 0,
    after: move.after,
    reason: 'received',
    note: 'New variant',
    actorUserId: move.actorUserId,
    actorRole: move.actorRole,
  });
}

/** The product's images replaced by this ordered list. */
export async function replaceImages(
  tx: DbOrTx,
  productId: string,
  images: readonly { mediaId: string; alt: string }[],
) {
  const keep = images.map((i) => i.mediaId);
  await tx
    .delete(productImages)
    .where(
      keep.length
        ? and(eq(productImages.productId, productId), notInArray(productImages.mediaId, keep))
        : eq(productImages.productId, productId),
    );
  for (const [position, image] of images.entries()) {
    await tx
      .insert(productImages)
      .values({ productId, mediaId: image.mediaId, position, alt: image.alt })
      .onConflictDoUpdate({
        target: [productImages.productId, productImages.mediaId],
        set: { position, alt: image.alt },
      });
  }
}
