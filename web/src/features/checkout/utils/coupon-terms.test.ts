import { describe, expect, it } from 'vitest';
import { couponTermsText } from './coupon-terms.ts';

describe('couponTermsText', () => {
  it('shows a percent coupon with its cap and minimum', () => {
    expect(
      couponTermsText({
        code: 'WELCOME15',
        kind: 'percent',
        value: 15,
        maxDiscountCents: 2500,
        minSubtotalCents: 6000,
      }),
    ).toBe('15% off, up to $25.00, on orders of $60.00 or more');
  });

  it('shows a fixed coupon without a minimum', () => {
    expect(
      couponTermsText({
        code: 'FIVEOFF',
        kind: 'fixed',
        value: 500,
        maxDiscountCents: null,
        minSubtotalCents: 0,
      }),
    ).toBe('$5.00 off');
  });

  it('shows a free-delivery coupon', () => {
    const terms = { code: 'SHIPFREE', kind: 'free_delivery', value: 0, maxDiscountCents: null } as const;
    expect(couponTermsText({ ...terms, minSubtotalCents: 0 })).toBe('free delivery');
    expect(couponTermsText({ ...terms, minSubtotalCents: 4000 })).toBe(
      'free delivery on orders of $40.00 or more',
    );
  });
});
