import type { MiddlewareHandler } from 'hono';
import { MERCHANT_MESSAGES } from '#domain/merchant/messages.ts';
import { shopCan, type ShopPermission } from '#domain/permissions.ts';
import { requireUserId, type AppContext, type AppEnv } from '../context.ts';
import { AppError, forbidden } from '#server/lib/errors.ts';
import type { Membership } from '#server/modules/merchants/merchants.queries.ts';

export const NO_SHOP_MESSAGE = MERCHANT_MESSAGES.noShop;
export const OWNER_ONLY_MESSAGE = MERCHANT_MESSAGES.ownerOnly;

/**
 * Puts the caller's own shop on the context: the only shop any merchant route acts on, whatever the request names.
 * A merchant account that works for no shop is refused (403) with a message that says why.
 */
export function requireShop(
  membership: (userId: string) => Promise<Membership | null>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const shop = await membership(requireUserId(c));
    if (!shop) throw new AppError(403, 'no_shop', NO_SHOP_MESSAGE);
    c.set('shop', shop);
    return next();
  };
}

/** Lets through members whose place in the shop allows `permission` (owner-only actions refuse staff with 403). */
export function requireShopPermission(permission: ShopPermission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!shopCan(callerShop(c).role, permission)) throw forbidden(OWNER_ONLY_MESSAGE);
    return next();
  };
}

/** The caller's shop, set by `requireShop`. */
export function callerShop(c: AppContext): Membership {
  const shop = c.get('shop');
  if (!shop) throw new AppError(403, 'no_shop', NO_SHOP_MESSAGE);
  return shop;
}
