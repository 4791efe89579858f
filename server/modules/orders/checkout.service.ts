import { createHash } from 'node:crypto';
import { MIXED_SHOPS, mixedShopsMessage, type ShopRef } from '#domain/cart-shops.ts';
import type { Checkout } from '#domain/checkout.schemas.ts';
import { ageOn } from '#domain/compliance/age.ts';
import { placeOfZip } from '#domain/compliance/zip-places.ts';
import {
  boroughForZip,
  ZIP_NOT_SERVED_MESSAGE,
  zipNotServedMessage,
  type Borough,
} from '#domain/compliance/delivery-area.ts';
import { closedMessage, isStoreOpen, windowProblem } from '#domain/compliance/delivery-windows.ts';
import { customerIdentity, identityLocks, mailboxKey } from '#domain/identity.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { priceOrder, type PriceBreakdown } from '#domain/pricing.ts';
import type { Tx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { pricingSettings } from './pricing-settings.ts';
import { couponFor, scopedLines } from './coupons.ts';
import { newTrackingCode } from './order-codes.ts';
import {
  hasEarlierOrder,
  insertEvent,
  insertItems,
  insertOrder,
  insertRedemption,
  lockCustomer,
  consumeCoupon,
  type OrderRow,
} from './orders.repo.ts';
import { variantsForSale, type VariantForSale } from './orders.queries.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { assessRisk } from './risk-assessment.ts';
import { checkShopHours } from './shop-hours.ts';
import { checkLimits } from './purchase-limits.ts';
import { checkShelf, sellAll } from './checkout-stock.ts';

const HOUR_MS = 3_600_000;

export interface RequestedLine {
  productId: string;
  selectedWeight: string;
  quantity: number;
}

export interface PricedLine extends RequestedLine {
  variant: VariantForSale;
}

/** Same product and weight twice (a guest cart edited in two tabs) become one line. */
export function mergeLines(lines: readonly RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const line of lines) {
    const key = `${line.productId}|${line.selectedWeight}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

export function hashRequest(input: Checkout): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

export const zipNotServed = (zip: string) =>
  new AppError(422, 'zip_not_served', zipNotServedMessage(zip), {
    zip: ZIP_NOT_SERVED_MESSAGE,
  });

/** The checks that need no database: area, age, delivery time. */
export function checkRequest(
  input: Checkout,
  now: Date,
  hours: Parameters<typeof isStoreOpen>[1],
  servedZips?: readonly string[],
) {
  const borough = boroughForZip(input.zip, servedZips);
  if (!borough) throw zipNotServed(input.zip);
  const age = ageOn(input.birthDate, now);
  if (age < COMPLIANCE.minimumAge) {
    const message = `You must be ${COMPLIANCE.minimumAge} or older to order; the date of birth given makes you ${Math.max(age, 0)}`;
    throw new AppError(422, 'under_age', message, { birthDate: message });
  }
  let windowStart: Date;
  if (input.deliveryTime === 'asap') {
    if (!isStoreOpen(now, hours)) {
      throw new AppError(422, 'store_closed', closedMessage(hours, now), {
        deliveryTime: closedMessage(hours, now),
      });
    }
    windowStart = now;
  } else {
    windowStart = new Date(input.deliveryTime);
    const problem = windowProblem(windowStart, now, hours);
    if (problem) throw new AppError(422, 'delivery_window', problem, { deliveryTime: problem });
  }
  return { borough, windowStart, windowEnd: new Date(windowStart.getTime() + HOUR_MS) };
}

/** Joins requested lines to the database's variants; refuses unknown products and weights. */
export function priceLines(
  lines: readonly RequestedLine[],
  variants: readonly VariantForSale[],
): PricedLine[] {
  return lines.map((line) => {
    const variant = variants.find((v) => v.productId === line.productId && v.label === line.selectedWeight);
    if (!variant) throw new AppError(409, 'unavailable', 'An item in your cart is no longer available');
    return { ...line, variant };
  });
}

/** One order comes from one shop: refuses lines from more than one, else names the shop (none for no lines). */
export function oneShop(
  variants: readonly Pick<VariantForSale, 'merchantId' | 'merchantName'>[],
): ShopRef | undefined {
  const shops = variants.map((v) => ({ id: v.merchantId, name: v.merchantName }));
  const mixed = mixedShopsMessage(shops);
  if (mixed) throw new AppError(422, MIXED_SHOPS, mixed);
  return shops[0];
}

/** Who is checking out: a signed-in user, or a guest with (when the browser keeps cookies) its device id. */
export interface CheckoutCaller {
  userId: string | null;
  /** The guest's browser key (a cookie), for the idempotency scope. */
  device: string | null;
  /** The tracked device (`x-device-id`), for the risk score's device signals. */
  deviceId?: string | null;
}

/**
 * Whose Idempotency-Keys these are: a user's own, or a guest's mailbox on one browser. Another client that learns a
 * guest's key holds another scope, so it can neither block the guest's retry nor be handed the guest's order.
 */
export function idempotencyScope({ userId, device }: CheckoutCaller, email: string): string {
  if (userId) return userId;
  const who = `${mailboxKey(email)}\n${device ?? ''}`;
  return `guest:${createHash('sha256').update(who).digest('base64url')}`;
}

export interface PlaceContext {
  userId: string | null;
  scope: string;
  key: string;
  input: Checkout;
  now: Date;
  /** The browser's device id (x-device-id), for the risk score's device signals. */
  deviceId?: string | null;
}

/** Everything of one checkout that runs inside its transaction. Throws AppError to roll back. */
export async function placeInTransaction(deps: OrdersDeps, tx: Tx, ctx: PlaceContext) {
  const { userId, now } = ctx;
  // An account's date of birth is the one kept from its first attested checkout; a guest's is the one given.
  const input = userId
    ? { ...ctx.input, birthDate: await deps.users.accountBirthDate(tx, userId, ctx.input.birthDate) }
    : ctx.input;
  const settings = await deps.settings.load(tx);
  const { borough, windowStart, windowEnd } = checkRequest(
    input,
    now,
    settings.storeHours,
    settings.deliveryZips,
  );
  const who = customerIdentity({
    userId,
    email: input.email,
    phone: input.phone,
    accountEmail: userId ? await deps.users.accountEmail(tx, userId) : null,
  });
  await lockCustomer(tx, identityLocks(who, Boolean(input.couponCode)));

  const requested = userId ? await deps.cart.checkoutLines(tx, userId) : (input.items ?? []);
  if (requested.length === 0) throw new AppError(400, 'empty_cart', 'Your cart is empty');
  const merged = mergeLines(requested);
  const lines = priceLines(merged, await variantsForSale(tx, [...new Set(merged.map((l) => l.productId))]));
  const shop = oneShop(lines.map((l) => l.variant));
  const asap = input.deliveryTime === 'asap';
  const { merchantName, merchantOpeningHours, merchantClosedUntil } = lines[0]!.variant;
  const schedule = {
    name: merchantName,
    openingHours: merchantOpeningHours,
    closedUntil: merchantClosedUntil,
  };
  checkShopHours(schedule, asap, { start: windowStart, end: windowEnd }, now);
  checkLimits(lines, settings.edibleLimits.mgPerOrder);
  checkShelf(lines);

  const firstOrder = userId ? !(await hasEarlierOrder(tx, userId)) : false;
  const couponLines = lines.map((l) => ({
    ...l.variant,
    unitPriceCents: l.variant.priceCents,
    quantity: l.quantity,
  }));
  const coupon = await couponFor(tx, input.couponCode, who, now, { firstOrder, lines: couponLines });
  const pricing: PriceBreakdown = priceOrder({
    lines: scopedLines(coupon?.terms ?? null, couponLines),
    borough: borough as Borough,
    firstOrder,
    coupon: coupon?.terms ?? null,
    ...pricingSettings(settings),
  });
  const usesCoupon = (pricing.discount?.kind === 'coupon' || pricing.freeDelivery === 'coupon') && coupon;

  const order: OrderRow = await insertOrder(tx, {
    trackingCode: newTrackingCode(),
    // A guest order with the e-mail of an account that proved it belongs to that account.
    userId: userId ?? (await deps.users.verifiedAccountOf(tx, input.email)),
    merchantId: shop!.id,
    customerName: input.fullName,
    email: input.email.toLowerCase(),
    phone: input.phone,
    birthDate: input.birthDate,
    street: input.street,
    apartment: input.apartment || null,
    zip: input.zip,
    borough,
    dropoffLat: placeOfZip(input.zip)?.lat ?? null,
    dropoffLng: placeOfZip(input.zip)?.lng ?? null,
    residentialConfirmed: input.residential,
    deliveryNote: input.note || null,
    isAsap: input.deliveryTime === 'asap',
    windowStart,
    windowEnd,
    paymentMethod: input.paymentMethod,
    subtotalCents: pricing.subtotalCents,
    discountKind: pricing.discount?.kind ?? null,
    couponId: usesCoupon ? coupon.id : null,
    couponCode: usesCoupon ? coupon.terms.code : null,
    discountCents: pricing.discount?.cents ?? 0,
    deliveryFeeCents: pricing.deliveryFeeCents,
    exciseCents: pricing.exciseCents,
    totalCents: pricing.totalCents,
    idempotencyScope: ctx.scope,
    idempotencyKey: ctx.key,
    requestHash: hashRequest(ctx.input),
    ...(await assessRisk(deps, tx, {
      ...ctx,
      deviceId: ctx.deviceId ?? null,
      totalCents: pricing.totalCents,
    })),
  });
  const items = await insertItems(
    tx,
    lines.map((l) => ({
      orderId: order.id,
      productId: l.productId,
      variantId: l.variant.variantId,
      merchantId: l.variant.merchantId,
      productName: l.variant.productName,
      imageUrl: l.variant.imageUrl,
      variantLabel: l.variant.label,
      limitCategory: l.variant.limitCategory,
      netGrams: l.variant.netGrams,
      unitPriceCents: l.variant.priceCents,
      quantity: l.quantity,
    })),
  );
  const actorRole = userId ? 'customer' : 'guest';
  const event = await insertEvent(tx, {
    orderId: order.id,
    status: 'pending',
    actorRole,
    actorUserId: userId,
  });
  if (userId) {
    await deps.cart.clear(tx, userId);
    if (input.saveAddress) {
      await deps.users.rememberAddress(tx, userId, {
        street: input.street,
        apartment: input.apartment || null,
        zip: input.zip,
        borough,
      });
    }
  }
  await deps.notify(tx, order, 'confirmed');
  // The rows other checkouts wait for (a coupon's use count, a variant's stock) are locked last, held to the commit.
  if (usesCoupon) {
    if (!(await consumeCoupon(tx, coupon.id))) {
      throw new AppError(422, 'coupon_used_up', `Coupon ${input.couponCode} has reached its usage limit`);
    }
    await insertRedemption(tx, coupon.id, order.id, who);
  }
  await sellAll(deps, tx, { orderId: order.id, actorRole, actorUserId: userId }, lines);
  return {
    order,
    items,
    events: [event],
    shopName: shop!.name,
    productIds: [...new Set(lines.map((l) => l.productId))],
  };
}
