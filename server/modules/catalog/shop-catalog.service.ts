import { CATALOG_TOPIC, merchantTopic } from '#domain/realtime.ts';
import {
  MERCHANT_LOW_STOCK,
  SHOP_MESSAGES,
  type MerchantProductsResponse,
  type MerchantShop,
  type StockReason,
  type VariantResponse,
} from '#domain/merchant/shop-contracts.ts';
import { isShopOpen, shopClosedReason } from '#domain/merchant/shop-hours.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { OpeningHours } from '#server/db/schema/catalog.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import type { CatalogService } from './catalog.service.ts';
import {
  lockShopVariant,
  shopLabBatches,
  shopProductIds,
  shopRow,
  shopVariantRows,
  writePrice,
  writeShop,
  writeStock,
  type ShopRow,
} from './shop-catalog.repo.ts';

/** Who changes the shop: the request's actor and their place in the shop ('owner' or 'staff'). */
export interface ShopActor {
  actor: Actor;
  shopRole: string;
}
type ShopSet = Parameters<typeof writeShop>[2];

const variantView = (v: {
  id: string;
  label: string;
  priceCents: number;
  netGrams: number;
  stock: number;
}) => ({
  id: v.id,
  label: v.label,
  priceCents: v.priceCents,
  netGrams: v.netGrams,
  stock: v.stock,
  soldOut: v.stock === 0,
  lowStock: v.stock > 0 && v.stock <= MERCHANT_LOW_STOCK,
});

export function shopView(row: ShopRow, now: Date): MerchantShop {
  const schedule = { openingHours: row.openingHours, closedUntil: row.closedUntil };
  const closedUntil = row.closedUntil && row.closedUntil > now ? row.closedUntil : null;
  return {
    id: row.id,
    name: row.name,
    licenseNumber: row.licenseNumber,
    street: row.street,
    zip: row.zip,
    borough: row.borough,
    neighborhood: row.neighborhood,
    description: row.description,
    phone: row.phone,
    openingHours: row.openingHours,
    logoUrl: row.logoUrl,
    closedUntil: closedUntil?.toISOString() ?? null,
    closureNote: closedUntil ? row.closureNote : null,
    openNow: isShopOpen(schedule, now),
    status: shopClosedReason(row.name, schedule, now) ?? 'Open now',
  };
}

/**
 * The catalog's write path for one partner shop (the catalog owns products, variants, merchants and the stock
 * ledger): every write in one transaction, then the cache dropped and the storefront and the shop's devices told.
 */
export function createShopCatalog(db: Db, catalog: Pick<CatalogService, 'invalidate'>, bus: EventBus) {
  async function announce(shopId: string, what: 'stock' | 'settings', productIds: string[]) {
    catalog.invalidate();
    const at = new Date().toISOString();
    await bus.publishAll([
      { topic: CATALOG_TOPIC, event: { kind: 'catalog.changed', productIds, at } },
      { topic: merchantTopic(shopId), event: { kind: 'shop.changed', what, at } },
    ]);
  }

  async function products(shopId: string): Promise<MerchantProductsResponse> {
    const [rows, labs, shop] = await Promise.all([
      shopVariantRows(db, shopId),
      shopLabBatches(db, shopId),
      shopRow(db, shopId),
    ]);
    const labOf = new Map(labs.map((l) => [l.productId, l]));
    const byId = new Map<string, MerchantProductsResponse['products'][number]>();
    for (const r of rows) {
      let p = byId.get(r.productId);
      if (!p) {
        const lab = labOf.get(r.productId);
        p = {
          id: r.productId,
          name: r.name,
          slug: r.slug,
          category: r.category,
          imageUrl: r.imageUrl,
          active: r.active,
          thcPercentage: r.thcPercentage,
          thcaPercentage: r.thcaPercentage,
          cbdPercentage: r.cbdPercentage,
          thcMgPerServing: r.thcMgPerServing,
          thcMgPerPackage: r.thcMgPerPackage,
          labBatch: lab
            ? { batchNumber: lab.batchNumber, labName: lab.labName, testedAt: lab.testedAt }
            : null,
          variants: [],
        };
        byId.set(r.productId, p);
      }
      p.variants.push(variantView(r));
    }
    return { products: [...byId.values()], pricesEditable: shop.pricesEditable };
  }

  async function lockedVariant(tx: DbOrTx, shopId: string, variantId: string) {
    const v = await lockShopVariant(tx, shopId, variantId);
    if (!v) throw notFound(SHOP_MESSAGES.variantNotFound);
    return v;
  }

  /** Sets a variant's stock to a new count and appends the ledger row; another shop's variant is not found. */
  async function adjustStock(
    shopId: string,
    variantId: string,
    change: { stock: number; reason: StockReason; note?: string | null },
    by: ShopActor,
  ): Promise<VariantResponse> {
    const answer = await db.transaction(async (tx) => {
      const v = await lockedVariant(tx, shopId, variantId);
      await writeStock(tx, {
        variantId,
        shopId,
        before: v.stock,
        after: change.stock,
        reason: change.reason,
        note: change.note?.trim() || null,
        actorUserId: by.actor.userId,
        actorRole: by.shopRole,
      });
      return { productId: v.productId, variant: variantView({ ...v, stock: change.stock }) };
    });
    await announce(shopId, 'stock', [answer.productId]);
    return answer;
  }

  /** A new price, only when the admin lets this shop set its prices; audited in the same transaction. */
  async function setPrice(shopId: string, variantId: string, priceCents: number, by: ShopActor) {
    const answer = await db.transaction(async (tx) => {
      const v = await lockedVariant(tx, shopId, variantId);
      if (!(await shopRow(tx, shopId)).pricesEditable) throw forbidden(SHOP_MESSAGES.pricesLocked);
      await writePrice(tx, variantId, priceCents);
      await recordAudit(tx, {
        ...auditOrigin(by.actor),
        action: 'merchant.variant.price',
        targetType: 'product_variant',
        targetId: variantId,
        before: { priceCents: v.priceCents },
        after: { priceCents },
        details: { shopId, productId: v.productId, label: v.label },
      });
      return { productId: v.productId, variant: variantView({ ...v, priceCents }) };
    });
    await announce(shopId, 'stock', [answer.productId]);
    return answer;
  }

  const shop = async (shopId: string, now: Date) => shopView(await shopRow(db, shopId), now);

  /**
   * Writes the shop's own settings (audited with before and after) and tells the storefront. `change` may be worked
   * out from the shop's row, locked in the same transaction (a quick pause's end from its hours); it may throw.
   */
  async function updateShop(
    shopId: string,
    action: string,
    change: ShopSet | ((before: ShopRow) => ShopSet),
    by: ShopActor,
    now: Date,
  ) {
    const { row, previous } = await db.transaction(async (tx) => {
      const before = await shopRow(tx, shopId, true);
      const set = typeof change === 'function' ? change(before) : change;
      await writeShop(tx, shopId, set);
      const keys = Object.keys(set) as (keyof ShopSet)[];
      await recordAudit(tx, {
        ...auditOrigin(by.actor),
        action,
        targetType: 'merchant',
        targetId: shopId,
        before: Object.fromEntries(keys.map((k) => [k, before[k]])),
        after: Object.fromEntries(keys.map((k) => [k, set[k]])),
        details: { keys },
      });
      return { row: await shopRow(tx, shopId), previous: before };
    });
    await announce(shopId, 'settings', await shopProductIds(db, shopId));
    return { shop: shopView(row, now), previous };
  }

  return {
    products,
    adjustStock,
    setPrice,
    shop,
    updateShop,
    profile: (
      shopId: string,
      p: { description: string; phone: string; openingHours: OpeningHours },
      by: ShopActor,
      now: Date,
    ) => updateShop(shopId, 'merchant.shop.update', p, by, now),
  };
}
export type ShopCatalog = ReturnType<typeof createShopCatalog>;
