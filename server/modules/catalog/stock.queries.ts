import { asc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { products, productVariants } from '#server/db/schema/catalog.ts';

/**
 * Variants at or under their own low-stock threshold, the fewest first (at most 20): a scan of the variants, as no
 * index reads `stock` (one would slow every checkout's take: migration 0042).
 */
export function lowStockVariants(db: DbOrTx) {
  return db
    .select({
      variantId: productVariants.id,
      productName: products.name,
      label: productVariants.label,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(lte(productVariants.stock, productVariants.lowStockThreshold))
    .orderBy(asc(productVariants.stock), asc(products.name))
    .limit(20);
}
