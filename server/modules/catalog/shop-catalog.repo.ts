import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  inventoryMovements,
  labResults,
  merchants,
  products,
  productVariants,
  type OpeningHours,
} from '#server/db/schema/catalog.ts';
import type { StockReason } from '#domain/merchant/shop-contracts.ts';
import { potencyColumns, saleVariantColumns } from './product-columns.ts';

// The catalog's writes and reads for one partner shop: its variants' stock and prices, its own settings.

/** A shop's products (active or not) with their variants, in menu order. */
export function shopVariantRows(db: DbOrTx, shopId: string) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      slug: products.slug,
      category: products.category,
      imageUrl: products.imageUrl,
      active: products.isActive,
      ...potencyColumns,
      id: productVariants.id,
      ...saleVariantColumns,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.merchantId, shopId))
    .orderBy(
      asc(products.sortOrder),
      asc(products.name),
      asc(productVariants.sortOrder),
      asc(productVariants.priceCents),
    );
}

/** The newest lab batch of each of the shop's products. */
export function shopLabBatches(db: DbOrTx, shopId: string) {
  return db
    .selectDistinctOn([labResults.productId], {
      productId: labResults.productId,
      batchNumber: labResults.batchNumber,
      labName: labResults.labName,
      testedAt: labResults.testedAt,
    })
    .from(labResults)
    .innerJoin(products, eq(products.id, labResults.productId))
    .where(eq(products.merchantId, shopId))
    .orderBy(labResults.productId, desc(labResults.testedAt));
}

/** One variant of the shop, locked for update; null when it does not exist or belongs to another shop. */
export async function lockShopVariant(tx: DbOrTx, shopId: string, variantId: string) {
  const [row] = await tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      ...saleVariantColumns,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.merchantId, shopId)))
    .for('update', { of: productVariants })
    .limit(1);
  return row ?? null;
}

export async function writeStock(
  tx: DbOrTx,
  move: {
    variantId: string;
    shopId: string;
    before: number;
    after: number;
    reason: StockReason;
    note: string | null;
    actorUserId: string;
    actorRole: string;
  },
) {
  await tx
    .update(productVariants)
    .set({ stock: move.after, updatedAt: sql`now()` })
    .where(eq(productVariants.id, move.variantId));
  await tx.insert(inventoryMovements).values({
    variantId: move.variantId,
    merchantId: move.shopId,
    before: move.before,
    after: move.after,
    reason: move.reason,
    note: move.note,
    actorUserId: move.actorUserId,
    actorRole: move.actorRole,
  });
}

export async function writePrice(tx: DbOrTx, variantId: string, priceCents: number) {
  await tx
    .update(productVariants)
    .set({ priceCents, updatedAt: sql`now()` })
    .where(eq(productVariants.id, variantId));
}

const shopColumns = {
  id: merchants.id,
  name: merchants.name,
  licenseNumber: merchants.licenseNumber,
  street: merchants.street,
  zip: merchants.zip,
  borough: merchants.borough,
  neighborhood: merchants.neighborhood,
  description: merchants.description,
  phone: merchants.phone,
  openingHours: merchants.openingHours,
  logoUrl: merchants.logoUrl,
  closedUntil: merchants.closedUntil,
  closureNote: merchants.closureNote,
  pricesEditable: merchants.pricesEditable,
};
export type ShopRow = Awaited<ReturnType<typeof shopRow>>;

/** The shop's own record (`lock` in a write's transaction). */
export async function shopRow(db: DbOrTx, shopId: string, lock = false) {
  const query = db.select(shopColumns).from(merchants).where(eq(merchants.id, shopId)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new Error(`shop ${shopId} is missing`);
  return row;
}

export async function writeShop(
  tx: DbOrTx,
  shopId: string,
  set: Partial<{
    description: string;
    phone: string;
    openingHours: OpeningHours;
    closedUntil: Date | null;
    closureNote: string | null;
    logoUrl: string | null;
  }>,
) {
  await tx
    .update(merchants)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(merchants.id, shopId));
}

/** The ids of the shop's products, for the storefront's refresh after a shop-wide change. */
export async function shopProductIds(db: DbOrTx, shopId: string) {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.merchantId, shopId));
  return rows.map((r) => r.id);
}
