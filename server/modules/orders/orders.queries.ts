import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { merchantMembers } from '#server/db/schema/merchants.ts';
import { merchants, productVariants, products } from '#server/db/schema/catalog.ts';

// Read model of the orders module: catalog rows an order is priced from and checked against. Reads only.

export interface VariantForSale {
  variantId: string;
  productId: string;
  label: string;
  priceCents: number;
  netGrams: number;
  stock: number;
  productName: string;
  imageUrl: string;
  limitCategory: 'flower' | 'concentrate' | 'edible' | 'other';
  thcMgPerPackage: number | null;
  category: string;
  merchantId: string;
  merchantName: string;
  /** The shop's own hours and temporary closure (read with the lines: no query of its own at checkout). */
  merchantOpeningHours: (typeof merchants.$inferSelect)['openingHours'];
  merchantClosedUntil: Date | null;
}

export async function variantsForSale(tx: DbOrTx, productIds: string[]): Promise<VariantForSale[]> {
  if (productIds.length === 0) return [];
  return tx
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      label: productVariants.label,
      priceCents: productVariants.priceCents,
      netGrams: productVariants.netGrams,
      stock: productVariants.stock,
      productName: products.name,
      imageUrl: products.imageUrl,
      limitCategory: products.limitCategory,
      thcMgPerPackage: products.thcMgPerPackage,
      category: products.category,
      merchantId: products.merchantId,
      merchantName: merchants.name,
      merchantOpeningHours: merchants.openingHours,
      merchantClosedUntil: merchants.closedUntil,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(and(inArray(productVariants.productId, productIds), eq(products.isActive, true)));
}

/** Whether the user works for the shop (owner or staff): they follow its orders. */
export async function worksFor(tx: DbOrTx, userId: string, merchantId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: merchantMembers.userId })
    .from(merchantMembers)
    .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.merchantId, merchantId)))
    .limit(1);
  return Boolean(row);
}

/** The shop's name, for the customer's tracking headline ("Being prepared at …"). */
export async function shopNameOf(tx: DbOrTx, merchantId: string | null): Promise<string | null> {
  if (!merchantId) return null;
  const [row] = await tx
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row?.name ?? null;
}
