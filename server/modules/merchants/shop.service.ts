import { CLOSURE_MAX_DAYS, SHOP_MESSAGES } from '#domain/merchant/shop-contracts.ts';
import type { ShopWeek } from '#domain/merchant/shop-hours.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ShopActor, ShopCatalog } from '#server/modules/catalog/shop-catalog.service.ts';
import type { MediaService } from '#server/modules/media/media.service.ts';

export interface MerchantShopDeps {
  shopCatalog: ShopCatalog;
  /** The media module's shop logos: checked, re-encoded and stored like the library's images. */
  logos: MediaService['shopLogos'];
  now(): Date;
}

const DAY_MS = 86_400_000;
const closureProblem = (message: string) => new AppError(422, 'closure', message, { until: message });

/**
 * The portal's products, stock and shop settings. The catalog owns the tables: every change goes through its
 * service; this one adds what only the portal decides (closure limits, the logo, re-encoded by the media module).
 */
export function createMerchantShop({ shopCatalog, logos, now }: MerchantShopDeps) {
  return {
    products: shopCatalog.products,
    adjustStock: shopCatalog.adjustStock,
    setPrice: shopCatalog.setPrice,
    shop: (shopId: string) => shopCatalog.shop(shopId, now()),
    async updateProfile(
      shopId: string,
      profile: { description: string; phone: string; openingHours: ShopWeek },
      by: ShopActor,
    ) {
      return (await shopCatalog.profile(shopId, profile, by, now())).shop;
    },
    async close(shopId: string, until: Date, note: string | undefined, by: ShopActor) {
      const at = now();
      if (until.getTime() <= at.getTime()) throw closureProblem(SHOP_MESSAGES.closureFuture);
      if (until.getTime() > at.getTime() + CLOSURE_MAX_DAYS * DAY_MS) {
        throw closureProblem(SHOP_MESSAGES.closureTooFar);
      }
      const set = { closedUntil: until, closureNote: note?.trim() || null };
      return (await shopCatalog.updateShop(shopId, 'merchant.shop.close', set, by, at)).shop;
    },
    async reopen(shopId: string, by: ShopActor) {
      const set = { closedUntil: null, closureNote: null };
      return (await shopCatalog.updateShop(shopId, 'merchant.shop.reopen', set, by, now())).shop;
    },
    async setLogo(shopId: string, bytes: Uint8Array, by: ShopActor) {
      const url = await logos.store(bytes);
      const { shop, previous } = await shopCatalog
        .updateShop(shopId, 'merchant.shop.logo', { logoUrl: url }, by, now())
        .catch(async (error: unknown) => {
          await logos.remove(url);
          throw error;
        });
      await logos.remove(previous.logoUrl);
      return shop;
    },
  };
}
export type MerchantShopService = ReturnType<typeof createMerchantShop>;
