import type { DeliveryWindow } from '#domain/compliance/delivery-windows.ts';
import { isShopOpen, shopClosedReason, shopOpenFor } from '#domain/merchant/shop-hours.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { shopSchedule } from './shop-hours.queries.ts';

/**
 * The cart's shop's own hours and temporary closure on top of the store's: ASAP only while the shop is open, and
 * only the windows it is open for. No shop (an empty cart): the store's answer stands.
 */
export async function honourShopHours(
  db: DbOrTx,
  shop: { id: string } | undefined,
  now: Date,
  store: { asapAvailable: boolean; windows: DeliveryWindow[] },
) {
  const s = shop ? await shopSchedule(db, shop.id) : null;
  if (!s) return { ...store, shopClosed: null };
  const reason = shopClosedReason(s.name, s, now);
  return {
    asapAvailable: store.asapAvailable && !reason,
    windows: store.windows.filter((w) => shopOpenFor(s, new Date(w.start), new Date(w.end))),
    shopClosed: reason,
  };
}

/**
 * Refuses (422) an ASAP order while the shop is closed, or a window the shop is not open for; `s` is the shop's
 * schedule as the checkout read it with its lines.
 */
export function checkShopHours(
  s: NonNullable<Awaited<ReturnType<typeof shopSchedule>>>,
  asap: boolean,
  window: { start: Date; end: Date },
  now: Date,
) {
  if (asap && !isShopOpen(s, now)) {
    const message = `${shopClosedReason(s.name, s, now)}; choose a scheduled window`;
    throw new AppError(422, 'shop_closed', message, { deliveryTime: message });
  }
  if (!asap && !shopOpenFor(s, window.start, window.end)) {
    const message = `${s.name} is not open for that delivery window; choose another`;
    throw new AppError(422, 'shop_closed', message, { deliveryTime: message });
  }
}
