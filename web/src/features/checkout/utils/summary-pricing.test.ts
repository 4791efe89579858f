import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_FEES, type CouponTerms } from '#domain/pricing.ts';
import type { QuoteLine } from '#domain/checkout/quote-response.ts';
import { summaryPricing } from './summary-pricing.ts';

const line = (unitPriceCents: number, quantity: number): QuoteLine => ({
  productId: '11111111-1111-4111-8111-111111111111',
  selectedWeight: '3.5g',
  quantity,
  productName: 'Blue Dream',
  unitPriceCents,
  stock: 10,
  available: true,
});
const FIVE_OFF: CouponTerms = {
  code: 'FIVEOFF',
  kind: 'fixed',
  value: 500,
  maxDiscountCents: null,
  minSubtotalCents: 4000,
};
const quote = {
  lines: [line(4500, 1)],
  firstOrder: false,
  coupon: null,
  deliveryFees: DEFAULT_DELIVERY_FEES,
};

describe('summaryPricing', () => {
  it("prices a guest's order with the borough's fee and the 13% excise", () => {
    const { breakdown, deliveryKnown } = summaryPricing(quote, 'Brooklyn');
    expect(deliveryKnown).toBe(true);
    expect(breakdown).toMatchObject({
      subtotalCents: 4500,
      discount: null,
      deliveryFeeCents: 500,
      exciseCents: 585,
      totalCents: 5585,
    });
  });

  it('holds back the fee and total until the ZIP names a borough', () => {
    const { breakdown, deliveryKnown } = summaryPricing(quote, null);
    expect(deliveryKnown).toBe(false);
    expect(breakdown.subtotalCents).toBe(4500);
    expect(breakdown.exciseCents).toBe(585);
  });

  it('knows delivery is free without a ZIP on a first order', () => {
    const { breakdown, deliveryKnown } = summaryPricing({ ...quote, firstOrder: true }, null);
    expect(deliveryKnown).toBe(true);
    expect(breakdown.freeDelivery).toBe('first_order');
    expect(breakdown.discount).toMatchObject({ label: 'First order 10% off', cents: 450 });
  });

  it('applies a coupon, or sets it aside for the larger first-order discount', () => {
    const withCoupon = summaryPricing({ ...quote, coupon: FIVE_OFF }, 'Manhattan');
    expect(withCoupon.breakdown.discount).toMatchObject({ label: 'Coupon FIVEOFF', cents: 500 });
    expect(withCoupon.couponSetAside).toBe(false);
    expect(withCoupon.breakdown.deliveryFeeCents).toBe(1000);

    const firstOrder = summaryPricing(
      { ...quote, lines: [line(6000, 1)], coupon: FIVE_OFF, firstOrder: true },
      'Queens',
    );
    expect(firstOrder.breakdown.discount?.kind).toBe('first_order');
    expect(firstOrder.couponSetAside).toBe(true);
  });
});
