import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Category } from '#domain/catalog.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { afterKey } from '#server/db/keyset.ts';
import { likeContains, likePrefix } from '#server/db/like.ts';
import { users } from '#server/db/schema/auth.ts';
import { inventoryMovements, merchants, productVariants, products } from '#server/db/schema/catalog.ts';
import { orders } from '#server/db/schema/orders.ts';

// Read model of the admin inventory screen: variants with product, shop and last movement; the ledger with the
// people's names and order numbers. Reads only.

/** The list's order: product name, product, the variant's menu place and price, variant id. */
export type InventoryKey = readonly [
  name: string,
  productId: string,
  sort: number,
  price: number,
  id: string,
];

export interface InventoryFilter {
  q?: string;
  shop?: string;
  category?: Category;
  low?: boolean;
  /** The last row of the previous page, in the list's order. */
  after?: InventoryKey | null;
  /** One variant only (the row answered after a change). */
  variantId?: string;
  limit: number;
}

const isLow = sql<boolean>`${productVariants.stock} <= ${productVariants.lowStockThreshold}`;

/** A page of variants by product name then variant id (`limit + 1` rows, so the caller knows if more follow). */
export function inventoryRows(db: DbOrTx, f: InventoryFilter) {
  const where: (SQL | undefined)[] = [];
  if (f.variantId) where.push(eq(productVariants.id, f.variantId));
  if (f.shop) where.push(eq(products.merchantId, f.shop));
  if (f.category) where.push(eq(products.category, f.category));
  if (f.low) where.push(isLow);
  if (f.q) {
    where.push(or(ilike(products.name, likeContains(f.q)), ilike(productVariants.sku, likePrefix(f.q))));
  }
  if (f.after) {
    const order = [
      products.name,
      products.id,
      productVariants.sortOrder,
      productVariants.priceCents,
      productVariants.id,
    ];
    where.push(afterKey(order, f.after, 'asc'));
  }
  return db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      productName: products.name,
      productStatus: products.status,
      category: products.category,
      label: productVariants.label,
      sku: productVariants.sku,
      shopId: merchants.id,
      shopName: merchants.name,
      stock: productVariants.stock,
      threshold: productVariants.lowStockThreshold,
      low: isLow,
      sort: productVariants.sortOrder,
      price: productVariants.priceCents,
      lastMovementAt: sql<string | Date | null>`(
        select m.at from ${inventoryMovements} m where m.variant_id = ${productVariants.id}
         order by m.id desc limit 1)`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(and(...where))
    .orderBy(
      asc(products.name),
      asc(products.id),
      asc(productVariants.sortOrder),
      asc(productVariants.priceCents),
      asc(productVariants.id),
    )
    .limit(f.limit + 1);
}

/** How many variants are at or under their own low-stock threshold (the partial index holds exactly those). */
export async function lowStockCount(db: DbOrTx) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productVariants)
    .where(isLow);
  return row?.n ?? 0;
}

/** A variant's ledger, newest first, in keyset pages on the row id (`limit + 1` rows). */
export function movementRows(db: DbOrTx, variantId: string, beforeId: number | null, limit: number) {
  return db
    .select({
      id: inventoryMovements.id,
      at: inventoryMovements.at,
      reason: inventoryMovements.reason,
      before: inventoryMovements.before,
      after: inventoryMovements.after,
      note: inventoryMovements.note,
      actorRole: inventoryMovements.actorRole,
      actorName: users.name,
      orderId: inventoryMovements.orderId,
      orderNumber: orders.orderNumber,
    })
    .from(inventoryMovements)
    .leftJoin(users, eq(users.id, inventoryMovements.actorUserId))
    .leftJoin(orders, eq(orders.id, inventoryMovements.orderId))
    .where(
      and(
        eq(inventoryMovements.variantId, variantId),
        beforeId === null ? undefined : lt(inventoryMovements.id, beforeId),
      ),
    )
    .orderBy(desc(inventoryMovements.id))
    .limit(limit + 1);
}

/** Whether a variant exists (a ledger asked of an unknown one is a 404, not an empty page). */
export async function variantExists(db: DbOrTx, variantId: string) {
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
    .limit(1);
  return Boolean(row);
}
