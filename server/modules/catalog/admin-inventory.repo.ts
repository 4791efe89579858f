import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';

// The catalog's writes for the admin inventory screen (the stock itself goes through shop-catalog.repo's writeStock).

/** One variant locked for update, with what its stock change needs; null when there is no such variant. */
export async function lockVariant(tx: DbOrTx, variantId: string) {
  const [row] = await tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      merchantId: products.merchantId,
      label: productVariants.label,
      stock: productVariants.stock,
      threshold: productVariants.lowStockThreshold,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId))
    .for('update', { of: productVariants })
    .limit(1);
  return row ?? null;
}

export async function writeThreshold(tx: DbOrTx, variantId: string, threshold: number) {
  await tx
    .update(productVariants)
    .set({ lowStockThreshold: threshold, updatedAt: sql`now()` })
    .where(eq(productVariants.id, variantId));
}
