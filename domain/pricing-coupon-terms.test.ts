import { describe, expect, it } from 'vitest';
import { couponAppliesTo, couponDiscount, couponProblem, priceOrder, type CouponTerms } from './pricing.ts';

const NOW = new Date('2026-11-23T17:00:00Z');
const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'TEST',
  kind: 'percent',
  value: 20,
  maxDiscountCents: null,
  minSubtotalCents: 0,
  ...over,
});
const standing = (over: Record<string, unknown> = {}) => ({
  ...terms(),
  isActive: true,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  timesUsed: 0,
  usedByCustomer: 0,
  ...over,
});
const order = { firstOrder: true, signedIn: true, matchingSubtotalCents: 5000 };

describe('coupon terms in pricing', () => {
  it('a free-delivery coupon takes nothing off the products and waives the fee', () => {
    const p = priceOrder({
      lines: [{ unitPriceCents: 4000, quantity: 1 }],
      borough: 'Manhattan',
      firstOrder: false,
      coupon: terms({ kind: 'free_delivery', value: 0 }),
    });
    expect(p).toMatchObject({
      discount: null,
      freeDelivery: 'coupon',
      deliveryFeeCents: 0,
      totalCents: 4520,
    });
  });

  it('a free-delivery coupon under its minimum leaves the fee', () => {
    const p = priceOrder({
      lines: [{ unitPriceCents: 4000, quantity: 1 }],
      borough: 'Brooklyn',
      firstOrder: false,
      coupon: terms({ kind: 'free_delivery', value: 0, minSubtotalCents: 5000 }),
    });
    expect(p).toMatchObject({ freeDelivery: null, deliveryFeeCents: 500 });
  });

  it('the threshold and the first order name themselves before the coupon', () => {
    const coupon = terms({ kind: 'free_delivery', value: 0 });
    const lines = [{ unitPriceCents: 12_000, quantity: 1 }];
    expect(priceOrder({ lines, borough: 'Queens', firstOrder: false, coupon }).freeDelivery).toBe(
      'threshold',
    );
  });

  it('a scoped coupon discounts only the lines in its scope, capped at them', () => {
    const lines = [
      { unitPriceCents: 3000, quantity: 2, couponApplies: true },
      { unitPriceCents: 5000, quantity: 1, couponApplies: false },
    ];
    const p = priceOrder({ lines, borough: 'Manhattan', firstOrder: false, coupon: terms({ value: 50 }) });
    expect(p.discount).toMatchObject({ kind: 'coupon', cents: 3000 });
    expect(couponDiscount(terms({ kind: 'fixed', value: 9000 }), 11_000, 6000)).toBe(6000);
    expect(couponDiscount(terms({ value: 50, maxDiscountCents: 1000 }), 11_000, 6000)).toBe(1000);
  });

  it('matches a line by shop and by category; an unscoped coupon takes in every line', () => {
    const line = { merchantId: 'shop-a', category: 'flower' };
    expect(couponAppliesTo(terms(), line)).toBe(true);
    expect(couponAppliesTo(terms({ shopIds: ['shop-a'] }), line)).toBe(true);
    expect(couponAppliesTo(terms({ shopIds: ['shop-b'] }), line)).toBe(false);
    expect(couponAppliesTo(terms({ categories: ['edibles'] }), line)).toBe(false);
    expect(couponAppliesTo(terms({ shopIds: ['shop-a'], categories: ['flower'] }), line)).toBe(true);
  });

  it('refuses an archived coupon, a first-order coupon on a later order, and a scope with no line', () => {
    expect(couponProblem(standing({ archivedAt: NOW }), 5000, NOW, order)).toBe(
      'Coupon TEST is no longer available',
    );
    const firstOnly = standing({ firstOrderOnly: true });
    expect(couponProblem(firstOnly, 5000, NOW, order)).toBeNull();
    expect(couponProblem(firstOnly, 5000, NOW, { ...order, firstOrder: false })).toBe(
      'Coupon TEST is for a first order only',
    );
    expect(couponProblem(firstOnly, 5000, NOW, { ...order, firstOrder: false, signedIn: false })).toBe(
      'Sign in to use coupon TEST: it is for a first order only',
    );
    const scoped = standing({ categories: ['edibles'] });
    expect(couponProblem(scoped, 5000, NOW, { ...order, matchingSubtotalCents: 0 })).toBe(
      'Coupon TEST does not apply to these products',
    );
    expect(couponProblem(scoped, 5000, NOW, order)).toBeNull();
  });
});
