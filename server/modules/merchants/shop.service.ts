import { CLOSURE_MAX_DAYS, SHOP_MESSAGES } from '#domain/merchant/shop-contracts.ts';
import type { ShopWeek } from '#domain/merchant/shop-hours.ts';
import {
  PAUSE_MESSAGES,
  pausedUntilTime,
  quickPauseEnd,
  type QuickPause,
  type ShopPauseResponse,
} from '#domain/merchant/quick-pause.ts';
import type { MerchantShop } from '#domain/merchant/shop-contracts.ts';
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
/** The closure note of a quick pause, for the owner's settings page and the team. */
export const QUICK_PAUSE_NOTE = 'Paused from the orders board';

const pauseView = (shop: MerchantShop): ShopPauseResponse => ({
  pausedUntil: shop.closedUntil,
  openNow: shop.openNow,
  status: shop.status,
});
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
    /** The board's view of the shop: paused until when (any temporary closure), open now, why not. */
    pauseState: async (shopId: string) => pauseView(await shopCatalog.shop(shopId, now())),
    /**
     * A quick pause of new ASAP orders: a temporary closure whose end the server works out from the shop's hours,
     * in the transaction that writes it. Refused while a closure already runs (resume first).
     */
    async pause(shopId: string, pause: QuickPause, by: ShopActor) {
      const at = now();
      const { shop } = await shopCatalog.updateShop(
        shopId,
        'merchant.shop.pause',
        (before) => {
          if (before.closedUntil && before.closedUntil.getTime() > at.getTime()) {
            const until = pausedUntilTime(before.closedUntil, at);
            throw new AppError(409, 'already_paused', PAUSE_MESSAGES.alreadyPaused(until));
          }
          return {
            closedUntil: quickPauseEnd(pause, before.openingHours, at),
            closureNote: QUICK_PAUSE_NOTE,
          };
        },
        by,
        at,
      );
      return pauseView(shop);
    },
    /** 'Resume now': ends the running pause or closure at once. */
    async resume(shopId: string, by: ShopActor) {
      const set = { closedUntil: null, closureNote: null };
      return pauseView((await shopCatalog.updateShop(shopId, 'merchant.shop.resume', set, by, now())).shop);
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
