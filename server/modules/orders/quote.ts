import type { CheckoutQuote } from '#domain/checkout/quote-response.ts';
import type { Quote } from '#domain/checkout.schemas.ts';
import { boroughForZip, zipNotServedMessage } from '#domain/compliance/delivery-area.ts';
import { deliveryWindows, hoursOn, isStoreOpen } from '#domain/compliance/delivery-windows.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { customerIdentity } from '#domain/identity.ts';
import { priceOrder, type CouponTerms } from '#domain/pricing.ts';
import { AppError } from '#server/lib/errors.ts';
import { mergeLines, oneShop } from './checkout.service.ts';
import { couponFor, scopedLines } from './coupons.ts';
import { pricingSettings } from './pricing-settings.ts';
import { variantsForSale } from './orders.queries.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { hasEarlierOrder } from './orders.repo.ts';
import { honourShopHours } from './shop-hours.ts';

/** Whether checkout prices this account's next order as its first (the first-order offer; guests never). */
export const firstOrderOf = (deps: Pick<OrdersDeps, 'db'>) => async (userId: string) =>
  !(await hasEarlierOrder(deps.db, userId));

/**
 * What the checkout page needs to show the price breakdown before the order is placed: today's
 * prices, first-order eligibility, the coupon's terms, fees, hours and the bookable windows. The
 * page runs the same `priceOrder` on these; the server runs it again when the order is placed.
 */
export function createQuote(deps: OrdersDeps) {
  return async function quote(userId: string | null, input: Quote): Promise<CheckoutQuote> {
    const now = deps.now();
    const settings = await deps.settings.load();
    const requested = mergeLines(
      userId && !input.items
        ? (await deps.cart.read(userId)).map((l) => ({ ...l }))
        : (input.items ?? []).map((i) => ({ ...i })),
    );
    const variants = await variantsForSale(deps.db, [...new Set(requested.map((l) => l.productId))]);
    const lines = requested.map((line) => {
      const v = variants.find((x) => x.productId === line.productId && x.label === line.selectedWeight);
      return {
        productId: line.productId,
        selectedWeight: line.selectedWeight,
        quantity: line.quantity,
        productName: v?.productName ?? null,
        unitPriceCents: v?.priceCents ?? 0,
        stock: v?.stock ?? 0,
        available: Boolean(v && v.stock >= line.quantity),
        merchantId: v?.merchantId ?? '',
        category: v?.category ?? '',
      };
    });
    const shop = oneShop(
      requested.flatMap((l) =>
        variants.filter((v) => v.productId === l.productId && v.label === l.selectedWeight),
      ),
    );
    const zip = input.zip.trim();
    const borough = zip ? boroughForZip(zip, settings.deliveryZips) : null;
    const firstOrder = userId ? !(await hasEarlierOrder(deps.db, userId)) : false;
    let coupon: CouponTerms | null = null;
    let couponError: string | null = null;
    try {
      const accountEmail = userId ? await deps.users.accountEmail(deps.db, userId) : null;
      const who = userId ? customerIdentity({ userId, email: accountEmail ?? '' }) : null;
      coupon = (await couponFor(deps.db, input.couponCode, who, now, { firstOrder, lines }))?.terms ?? null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      couponError = error.message;
    }
    const scoped = scopedLines(coupon, lines);
    const priced = lines.map(({ merchantId: _m, category: _c, ...l }, i) => ({ ...l, ...scoped[i]! }));
    const pricing = borough
      ? priceOrder({
          lines: scoped,
          borough,
          firstOrder,
          coupon,
          ...pricingSettings(settings),
        })
      : null;
    return {
      lines: priced,
      borough,
      zipError: zip && !borough ? zipNotServedMessage(zip) : null,
      firstOrder,
      coupon,
      couponError,
      pricing,
      ...pricingSettings(settings),
      storeHours: hoursOn(settings.storeHours, now),
      ...(await honourShopHours(deps.db, shop, now, {
        asapAvailable: isStoreOpen(now, settings.storeHours),
        windows: deliveryWindows(now, settings.storeHours),
      })),
      idNotice: COMPLIANCE.idNotice,
    };
  };
}
