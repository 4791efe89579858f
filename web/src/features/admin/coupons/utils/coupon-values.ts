import type { AdminCoupon, CouponFormValues } from '#domain/admin/coupons.ts';
import { formatUsd } from '#domain/money.ts';

/** A new coupon's form: 10% off, no limits, switched on. */
export const NEW_COUPON: CouponFormValues = {
  code: '',
  description: '',
  kind: 'percent',
  value: 10,
  maxDiscountCents: null,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  shopIds: [],
  categories: [],
  isActive: true,
};

/** The form's values for a saved coupon. */
export function couponValues(c: AdminCoupon): CouponFormValues {
  return {
    code: c.code,
    description: c.description,
    kind: c.kind,
    value: c.value,
    maxDiscountCents: c.maxDiscountCents,
    minSubtotalCents: c.minSubtotalCents,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    usageLimit: c.usageLimit,
    perCustomerLimit: c.perCustomerLimit,
    firstOrderOnly: c.firstOrderOnly,
    shopIds: c.shopIds,
    categories: c.categories,
    isActive: c.isActive,
  };
}

/** What the coupon gives, in a few words: '15% off (up to $25.00)', '$5.00 off', 'Free delivery'. */
export function couponOffer(c: Pick<AdminCoupon, 'kind' | 'value' | 'maxDiscountCents'>): string {
  if (c.kind === 'free_delivery') return 'Free delivery';
  if (c.kind === 'fixed') return `${formatUsd(c.value)} off`;
  return `${c.value}% off${c.maxDiscountCents !== null ? ` (up to ${formatUsd(c.maxDiscountCents)})` : ''}`;
}

/** Usage against the limit: '3 of 100', or '3' without a limit. */
export const couponUsage = (c: Pick<AdminCoupon, 'timesUsed' | 'usageLimit'>) =>
  c.usageLimit === null ? String(c.timesUsed) : `${c.timesUsed} of ${c.usageLimit}`;
