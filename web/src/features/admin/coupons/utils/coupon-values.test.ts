import { describe, expect, it } from 'vitest';
import { CouponInputSchema } from '#domain/admin/coupons.ts';
import { couponOffer, couponUsage, NEW_COUPON } from './coupon-values.ts';

describe('coupon values', () => {
  it('a new coupon with a code passes the schema, upper-cased', () => {
    expect(CouponInputSchema.parse({ ...NEW_COUPON, code: 'spring' }).code).toBe('SPRING');
  });

  it('says what the coupon gives and how much it has been used', () => {
    expect(couponOffer({ kind: 'percent', value: 15, maxDiscountCents: 2500 })).toBe(
      '15% off (up to $25.00)',
    );
    expect(couponOffer({ kind: 'fixed', value: 500, maxDiscountCents: null })).toBe('$5.00 off');
    expect(couponOffer({ kind: 'free_delivery', value: 0, maxDiscountCents: null })).toBe('Free delivery');
    expect(couponUsage({ timesUsed: 3, usageLimit: 100 })).toBe('3 of 100');
    expect(couponUsage({ timesUsed: 3, usageLimit: null })).toBe('3');
  });
});
