import type { Borough } from './compliance/delivery-area.ts';
import { COMPLIANCE, FREE_DELIVERY_THRESHOLD_CENTS } from './compliance/rules.ts';
import { formatUsd, percentOf, type Cents } from './money.ts';

/** Spec §9: 10% off a new customer's first order, and free delivery with it. */
export const FIRST_ORDER_PERCENT = 10;

/** Setting: delivery fee per borough (admins may change it). */
export const DEFAULT_DELIVERY_FEES: Record<Borough, Cents> = {
  Manhattan: 1000,
  Brooklyn: 500,
  Queens: 500,
};

export interface CouponTerms {
  code: string;
  kind: 'percent' | 'fixed' | 'free_delivery';
  /** Whole percent for `percent`, cents for `fixed`, unused for `free_delivery`. */
  value: number;
  maxDiscountCents: number | null;
  minSubtotalCents: number;
  /** When not empty, only the lines of these shops / categories are discounted. */
  shopIds?: string[];
  categories?: string[];
}

/** Whether a coupon's shop and category scope takes in a line (an unscoped coupon takes in every line). */
export function couponAppliesTo(
  coupon: CouponTerms,
  line: { merchantId: string; category: string },
): boolean {
  const shops = coupon.shopIds ?? [];
  const categories = coupon.categories ?? [];
  return (
    (shops.length === 0 || shops.includes(line.merchantId)) &&
    (categories.length === 0 || categories.includes(line.category))
  );
}

/** What the order tells a coupon's terms: first-order eligibility and the subtotal of the lines in its scope. */
export interface CouponOrderFacts {
  /** The first-order rule: a signed-in customer with no earlier order that was not cancelled. */
  firstOrder: boolean;
  signedIn: boolean;
  matchingSubtotalCents: Cents;
}

export interface CouponStanding extends CouponTerms {
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  timesUsed: number;
  /** How many times this customer has used it already. */
  usedByCustomer: number;
  archivedAt?: Date | null;
  firstOrderOnly?: boolean;
}

export interface PricingInput {
  /** `couponApplies: false` keeps a line out of a scoped coupon's discount. */
  lines: readonly { unitPriceCents: Cents; quantity: number; couponApplies?: boolean }[];
  borough: Borough;
  /** A signed-in customer with no earlier order that was not cancelled. */
  firstOrder: boolean;
  /** A coupon already checked with `couponProblem`. */
  coupon: CouponTerms | null;
  deliveryFees?: Record<Borough, Cents>;
  /** Settings: free delivery from this subtotal, and the first order's percent off. */
  freeDeliveryThresholdCents?: Cents;
  firstOrderPercent?: number;
}

export interface PriceBreakdown {
  subtotalCents: Cents;
  discount: { kind: 'first_order' | 'coupon'; label: string; code: string | null; cents: Cents } | null;
  /** Why delivery is free, when it is. */
  freeDelivery: 'threshold' | 'first_order' | 'coupon' | null;
  deliveryFeeCents: Cents;
  /** Product total after discounts: what the excise is charged on. */
  taxableCents: Cents;
  exciseCents: Cents;
  totalCents: Cents;
}

/** The coupon's money off: on the subtotal of the lines in its scope (`eligible`, all of them by default). */
export function couponDiscount(coupon: CouponTerms, subtotal: Cents, eligible: Cents = subtotal): Cents {
  if (subtotal < coupon.minSubtotalCents) return 0;
  if (coupon.kind === 'free_delivery') return 0;
  const raw = coupon.kind === 'percent' ? percentOf(eligible, coupon.value * 100) : coupon.value;
  const capped = coupon.maxDiscountCents === null ? raw : Math.min(raw, coupon.maxDiscountCents);
  return Math.min(capped, eligible);
}

/** Null when the coupon can be used on this order now; otherwise the reason, for the customer. */
export function couponProblem(
  coupon: CouponStanding,
  subtotal: Cents,
  now: Date,
  order?: CouponOrderFacts,
): string | null {
  const code = coupon.code;
  if (!coupon.isActive || coupon.archivedAt) return `Coupon ${code} is no longer available`;
  if (coupon.startsAt && now < coupon.startsAt) return `Coupon ${code} is not active yet`;
  if (coupon.endsAt && now > coupon.endsAt) return `Coupon ${code} has expired`;
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) {
    return `Coupon ${code} has reached its usage limit`;
  }
  if (coupon.perCustomerLimit !== null && coupon.usedByCustomer >= coupon.perCustomerLimit) {
    return `You have already used coupon ${code}`;
  }
  if (subtotal < coupon.minSubtotalCents) {
    return `Coupon ${code} needs a subtotal of at least ${formatUsd(coupon.minSubtotalCents)}`;
  }
  if (coupon.firstOrderOnly && order && !order.firstOrder) {
    return order.signedIn
      ? `Coupon ${code} is for a first order only`
      : `Sign in to use coupon ${code}: it is for a first order only`;
  }
  const scoped = (coupon.shopIds?.length ?? 0) > 0 || (coupon.categories?.length ?? 0) > 0;
  if (scoped && order && order.matchingSubtotalCents === 0) {
    return `Coupon ${code} does not apply to these products`;
  }
  return null;
}

/**
 * The one pricing function: subtotal → the larger of first-order and coupon discount (they do not stack; a scoped
 * coupon discounts only its lines) → delivery fee (free from $100 subtotal, on a first order or with a free-delivery
 * coupon) → 13% excise on the discounted product total, rounded half-up once → total. Integer cents throughout.
 */
export function priceOrder(input: PricingInput): PriceBreakdown {
  const subtotalCents = input.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const percent = input.firstOrderPercent ?? FIRST_ORDER_PERCENT;
  const threshold = input.freeDeliveryThresholdCents ?? FREE_DELIVERY_THRESHOLD_CENTS;
  const firstOrderCents = input.firstOrder ? percentOf(subtotalCents, percent * 100) : 0;
  const eligibleCents = input.lines.reduce(
    (sum, l) => sum + (l.couponApplies === false ? 0 : l.unitPriceCents * l.quantity),
    0,
  );
  const couponCents = input.coupon ? couponDiscount(input.coupon, subtotalCents, eligibleCents) : 0;
  let discount: PriceBreakdown['discount'] = null;
  if (firstOrderCents > 0 && firstOrderCents >= couponCents) {
    discount = {
      kind: 'first_order',
      label: `First order ${percent}% off`,
      code: null,
      cents: firstOrderCents,
    };
  } else if (couponCents > 0 && input.coupon) {
    const code = input.coupon.code;
    discount = { kind: 'coupon', label: `Coupon ${code}`, code, cents: couponCents };
  }
  const couponDelivery =
    input.coupon?.kind === 'free_delivery' && subtotalCents >= input.coupon.minSubtotalCents;
  const freeDelivery =
    subtotalCents >= threshold
      ? 'threshold'
      : input.firstOrder
        ? 'first_order'
        : couponDelivery
          ? 'coupon'
          : null;
  const fees = input.deliveryFees ?? DEFAULT_DELIVERY_FEES;
  const deliveryFeeCents = freeDelivery ? 0 : fees[input.borough];
  const taxableCents = subtotalCents - (discount?.cents ?? 0);
  const exciseCents = percentOf(taxableCents, COMPLIANCE.exciseBasisPoints);
  return {
    subtotalCents,
    discount,
    freeDelivery,
    deliveryFeeCents,
    taxableCents,
    exciseCents,
    totalCents: taxableCents + deliveryFeeCents + exciseCents,
  };
}
