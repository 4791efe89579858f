import { asc, eq, lte } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '#domain/admin/dashboard.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { products, productVariants } from '#server/db/schema/catalog.ts';

/** Variants with at most LOW_STOCK_THRESHOLD units left, the fewest first (at most 20). */
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
    .where(lte(productVariants.stock, LOW_STOCK_THRESHOLD))
    .orderBy(asc(productVariants.stock), asc(products.name))
    .limit(20);
}
