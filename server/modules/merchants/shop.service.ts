import { CLOSURE_MAX_DAYS, SHOP_MESSAGES } from '#domain/merchant/shop-contracts.ts';
import type { ShopWeek } from '#domain/merchant/shop-hours.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ShopActor, ShopCatalog } from '#server/modules/catalog/shop-catalog.service.ts';
import type { ShopLogoFiles } from '#server/modules/media/shop-logo-files.ts';
import { checkLogo, removeLegacyLogo } from './shop-logo.ts';

export interface MerchantShopDeps {
  shopCatalog: ShopCatalog;
  logos: ShopLogoFiles;
  /** Where logos stored before the media pipeline lie, to remove one when it is replaced. */
  dataDir: string;
  now(): Date;
}

const DAY_MS = 86_400_000;
const closureProblem = (message: string) => new AppError(422, 'closure', message, { until: message });

/**
 * The portal's products, stock and shop settings. The catalog owns the tables: every change goes through its
 * service; this one adds what only the portal decides (closure limits, the logo, re-encoded by the media module).
 */
export function createMerchantShop({ shopCatalog, logos, dataDir, now }: MerchantShopDeps) {
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
      checkLogo(bytes);
      const url = await logos.store(bytes);
      const { shop, previous } = await shopCatalog
        .updateShop(shopId, 'merchant.shop.logo', { logoUrl: url }, by, now())
        .catch(async (error: unknown) => {
          await logos.remove(url);
          throw error;
        });
      await logos.remove(previous.logoUrl);
      await removeLegacyLogo(dataDir, previous.logoUrl);
      return shop;
    },
  };
}
export type MerchantShopService = ReturnType<typeof createMerchantShop>;
