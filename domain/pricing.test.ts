import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  couponProblem,
  priceOrder,
  type CouponStanding,
  type CouponTerms,
  type PriceBreakdown,
  type PricingInput,
} from './pricing.ts';

const line = (unitPriceCents: number, quantity = 1) => ({ unitPriceCents, quantity });

const percent = (code: string, value: number, extra: Partial<CouponTerms> = {}): CouponTerms => ({
  code,
  kind: 'percent',
  value,
  maxDiscountCents: null,
  minSubtotalCents: 0,
  ...extra,
});
const fixed = (code: string, value: number, extra: Partial<CouponTerms> = {}): CouponTerms => ({
  code,
  kind: 'fixed',
  value,
  maxDiscountCents: null,
  minSubtotalCents: 0,
  ...extra,
});

const order = (subtotal: number, extra: Partial<PricingInput> = {}): PricingInput => ({
  lines: [line(subtotal)],
  borough: 'Brooklyn',
  firstOrder: false,
  coupon: null,
  ...extra,
});

const firstOrderDiscount = (cents: number): PriceBreakdown['discount'] => ({
  kind: 'first_order',
  label: 'First order 10% off',
  code: null,
  cents,
});
const couponApplied = (code: string, cents: number): PriceBreakdown['discount'] => ({
  kind: 'coupon',
  label: `Coupon ${code}`,
  code,
  cents,
});

interface Row {
  name: string;
  input: PricingInput;
  expected: PriceBreakdown;
}

const rows: Row[] = [
  {
    name: 'Brooklyn, no discount: $5 delivery',
    input: order(5000, { lines: [line(2500, 2)] }),
    expected: {
      subtotalCents: 5000,
      discount: null,
      freeDelivery: null,
      deliveryFeeCents: 500,
      taxableCents: 5000,
      exciseCents: 650,
      totalCents: 6150,
    },
  },
  {
    name: 'Manhattan, no discount: $10 delivery, excise not charged on it',
    input: order(5000, { borough: 'Manhattan' }),
    expected: {
      subtotalCents: 5000,
      discount: null,
      freeDelivery: null,
      deliveryFeeCents: 1000,
      taxableCents: 5000,
      exciseCents: 650,
      totalCents: 6650,
    },
  },
  {
    name: 'Queens, no discount: $5 delivery',
    input: order(4000, { borough: 'Queens', lines: [line(1500), line(1000, 2), line(500, 1)] }),
    expected: {
      subtotalCents: 4000,
      discount: null,
      freeDelivery: null,
      deliveryFeeCents: 500,
      taxableCents: 4000,
      exciseCents: 520,
      totalCents: 5020,
    },
  },
  {
    name: 'first order: 10% off the subtotal and free delivery',
    input: order(5000, { borough: 'Manhattan', firstOrder: true }),
    expected: {
      subtotalCents: 5000,
      discount: firstOrderDiscount(500),
      freeDelivery: 'first_order',
      deliveryFeeCents: 0,
      taxableCents: 4500,
      exciseCents: 585,
      totalCents: 5085,
    },
  },
  {
    name: 'percentage coupon',
    input: order(6000, { borough: 'Manhattan', coupon: percent('SAVE15', 15) }),
    expected: {
      subtotalCents: 6000,
      discount: couponApplied('SAVE15', 900),
      freeDelivery: null,
      deliveryFeeCents: 1000,
      taxableCents: 5100,
      exciseCents: 663,
      totalCents: 6763,
    },
  },
  {
    name: 'percentage coupon stops at its cap',
    input: order(8000, { coupon: percent('HALF', 50, { maxDiscountCents: 1500 }) }),
    expected: {
      subtotalCents: 8000,
      discount: couponApplied('HALF', 1500),
      freeDelivery: null,
      deliveryFeeCents: 500,
      taxableCents: 6500,
      exciseCents: 845,
      totalCents: 7845,
    },
  },
  {
    name: 'fixed coupon',
    input: order(3000, { borough: 'Queens', coupon: fixed('FIVE', 500) }),
    expected: {
      subtotalCents: 3000,
      discount: couponApplied('FIVE', 500),
      freeDelivery: null,
      deliveryFeeCents: 500,
      taxableCents: 2500,
      exciseCents: 325,
      totalCents: 3325,
    },
  },
  {
    name: 'fixed coupon larger than the subtotal discounts the subtotal only',
    input: order(3000, { coupon: fixed('BIG', 5000) }),
    expected: {
      subtotalCents: 3000,
      discount: couponApplied('BIG', 3000),
      freeDelivery: null,
      deliveryFeeCents: 500,
      taxableCents: 0,
      exciseCents: 0,
      totalCents: 500,
    },
  },
  {
    name: 'coupon one cent under its minimum subtotal gives no discount',
    input: order(4999, { coupon: percent('MIN50', 20, { minSubtotalCents: 5000 }) }),
    expected: {
      subtotalCents: 4999,
      discount: null,
      freeDelivery: null,
      deliveryFeeCents: 500,
      taxableCents: 4999,
      exciseCents: 650,
      totalCents: 6149,
    },
  },
  {
    name: 'coupon at exactly its minimum subtotal applies',
    input: order(5000, { coupon: percent('MIN50', 20, { minSubtotalCents: 5000 }) }),
    expected: {
      subtotalCents: 5000,
      discount: couponApplied('MIN50', 1000),
      freeDelivery: null,
      deliveryFeeCents: 500,
      taxableCents: 4000,
      exciseCents: 520,
      totalCents: 5020,
    },
  },
  {
    name: 'first order and a smaller coupon: first order applies, not both',
    input: order(5000, { firstOrder: true, coupon: fixed('THREE', 300) }),
    expected: {
      subtotalCents: 5000,
      discount: firstOrderDiscount(500),
      freeDelivery: 'first_order',
      deliveryFeeCents: 0,
      taxableCents: 4500,
      exciseCents: 585,
      totalCents: 5085,
    },
  },
  {
    name: 'first order and a larger coupon: coupon applies, not both (delivery stays free)',
    input: order(5000, { firstOrder: true, coupon: percent('TWENTY', 20) }),
    expected: {
      subtotalCents: 5000,
      discount: couponApplied('TWENTY', 1000),
      freeDelivery: 'first_order',
      deliveryFeeCents: 0,
      taxableCents: 4000,
      exciseCents: 520,
      totalCents: 4520,
    },
  },
  {
    name: 'first order and an equal coupon: the tie goes to first order',
    input: order(5000, { firstOrder: true, coupon: fixed('FIVE', 500) }),
    expected: {
      subtotalCents: 5000,
      discount: firstOrderDiscount(500),
      freeDelivery: 'first_order',
      deliveryFeeCents: 0,
      taxableCents: 4500,
      exciseCents: 585,
      totalCents: 5085,
    },
  },
  {
    name: 'delivery free at exactly $100.00 subtotal',
    input: order(10_000, { borough: 'Manhattan' }),
    expected: {
      subtotalCents: 10_000,
      discount: null,
      freeDelivery: 'threshold',
      deliveryFeeCents: 0,
      taxableCents: 10_000,
      exciseCents: 1300,
      totalCents: 11_300,
    },
  },
  {
    name: 'delivery charged at $99.99 subtotal',
    input: order(9999, { borough: 'Manhattan' }),
    expected: {
      subtotalCents: 9999,
      discount: null,
      freeDelivery: null,
      deliveryFeeCents: 1000,
      taxableCents: 9999,
      exciseCents: 1300,
      totalCents: 12_299,
    },
  },
  {
    name: 'free-delivery threshold uses the subtotal before discounts',
    input: order(10_000, { borough: 'Manhattan', coupon: fixed('TWENTY', 2000) }),
    expected: {
      subtotalCents: 10_000,
      discount: couponApplied('TWENTY', 2000),
      freeDelivery: 'threshold',
      deliveryFeeCents: 0,
      taxableCents: 8000,
      exciseCents: 1040,
      totalCents: 9040,
    },
  },
  {
    name: 'a first order at the threshold names the threshold as the reason',
    input: order(12_000, { firstOrder: true }),
    expected: {
      subtotalCents: 12_000,
      discount: firstOrderDiscount(1200),
      freeDelivery: 'threshold',
      deliveryFeeCents: 0,
      taxableCents: 10_800,
      exciseCents: 1404,
      totalCents: 12_204,
    },
  },
  {
    name: 'custom delivery fee for the borough',
    input: order(5000, { deliveryFees: { Manhattan: 1500, Brooklyn: 750, Queens: 0 } }),
    expected: {
      subtotalCents: 5000,
      discount: null,
      freeDelivery: null,
      deliveryFeeCents: 750,
      taxableCents: 5000,
      exciseCents: 650,
      totalCents: 6400,
    },
  },
  {
    name: 'custom zero delivery fee is not reported as free delivery',
    input: order(5000, { borough: 'Queens', deliveryFees: { Manhattan: 1500, Brooklyn: 750, Queens: 0 } }),
    expected: {
      subtotalCents: 5000,
      discount: null,
      freeDelivery: null,
      deliveryFeeCents: 0,
      taxableCents: 5000,
      exciseCents: 650,
      totalCents: 5650,
    },
  },
  {
    name: 'excise rounds half up: 13% of 1150 = 149.5 → 150',
    input: order(1150),
    expected: {
      subtotalCents: 1150,
      discount: null,
      freeDelivery: null,
      deliveryFeeCents: 500,
      taxableCents: 1150,
      exciseCents: 150,
      totalCents: 1800,
    },
  },
  {
    name: 'excise rounds half up: 13% of 50 = 6.5 → 7',
    input: order(50),
    expected: {
      subtotalCents: 50,
      discount: null,
      freeDelivery: null,
      deliveryFeeCents: 500,
      taxableCents: 50,
      exciseCents: 7,
      totalCents: 557,
    },
  },
  {
    name: 'excise rounds down below the half: 13% of 1149 = 149.37 → 149',
    input: order(1149),
    expected: {
      subtotalCents: 1149,
      discount: null,
      freeDelivery: null,
      deliveryFeeCents: 500,
      taxableCents: 1149,
      exciseCents: 149,
      totalCents: 1798,
    },
  },
  {
    name: 'excise is on the discounted total: 1278 − 128 = 1150 → 150',
    input: order(1278, { firstOrder: true }),
    expected: {
      subtotalCents: 1278,
      discount: firstOrderDiscount(128),
      freeDelivery: 'first_order',
      deliveryFeeCents: 0,
      taxableCents: 1150,
      exciseCents: 150,
      totalCents: 1300,
    },
  },
  {
    name: 'excise is rounded once on the whole, not per line (2 × 149.5 = 299)',
    input: order(2300, { lines: [line(1150), line(1150)] }),
    expected: {
      subtotalCents: 2300,
      discount: null,
      freeDelivery: null,
      deliveryFeeCents: 500,
      taxableCents: 2300,
      exciseCents: 299,
      totalCents: 3099,
    },
  },
];

describe('priceOrder', () => {
  it.each(rows)('$name', ({ input, expected }) => {
    expect(priceOrder(input)).toEqual(expected);
  });

  it.each(rows)('$name: total = taxable + delivery + excise, all whole cents', ({ input }) => {
    const price = priceOrder(input);
    expect(price.totalCents).toBe(price.taxableCents + price.deliveryFeeCents + price.exciseCents);
    expect(price.taxableCents).toBe(price.subtotalCents - (price.discount?.cents ?? 0));
    expect(price.discount?.cents ?? 0).toBeLessThanOrEqual(price.subtotalCents);
    const amounts = [
      price.subtotalCents,
      price.discount?.cents ?? 0,
      price.deliveryFeeCents,
      price.taxableCents,
      price.exciseCents,
      price.totalCents,
    ];
    for (const cents of amounts) {
      expect(Number.isInteger(cents)).toBe(true);
      expect(cents).toBeGreaterThanOrEqual(0);
    }
  });

  it('charges the same excise whatever the delivery fee', () => {
    const excise = (['Manhattan', 'Brooklyn', 'Queens'] as const).map(
      (borough) => priceOrder(order(7777, { borough })).exciseCents,
    );
    expect(excise).toEqual([1011, 1011, 1011]);
  });
});

describe('couponDiscount', () => {
  it('caps a percentage discount and never exceeds the subtotal', () => {
    expect(couponDiscount(percent('P', 10), 1234)).toBe(123);
    expect(couponDiscount(percent('P', 100), 1234)).toBe(1234);
    expect(couponDiscount(percent('P', 50, { maxDiscountCents: 300 }), 1000)).toBe(300);
    expect(couponDiscount(fixed('F', 300, { maxDiscountCents: 200 }), 1000)).toBe(200);
    expect(couponDiscount(fixed('F', 2000), 1000)).toBe(1000);
    expect(couponDiscount(fixed('F', 300, { minSubtotalCents: 1001 }), 1000)).toBe(0);
  });
});

describe('couponProblem', () => {
  const startsAt = new Date('2026-11-01T00:00:00-04:00');
  const endsAt = new Date('2026-11-30T23:59:59-05:00');
  const midMonth = new Date('2026-11-15T12:00:00-05:00');
  const standing = (extra: Partial<CouponStanding> = {}): CouponStanding => ({
    ...percent('SAVE10', 10),
    isActive: true,
    startsAt,
    endsAt,
    usageLimit: 100,
    perCustomerLimit: 1,
    timesUsed: 5,
    usedByCustomer: 0,
    ...extra,
  });

  it('is null for a usable coupon', () => {
    expect(couponProblem(standing(), 2000, midMonth)).toBeNull();
    const open = standing({ startsAt: null, endsAt: null, usageLimit: null, perCustomerLimit: null });
    expect(couponProblem({ ...open, timesUsed: 10_000, usedByCustomer: 50 }, 2000, midMonth)).toBeNull();
  });

  it('refuses an inactive coupon', () => {
    expect(couponProblem(standing({ isActive: false }), 2000, midMonth)).toBe(
      'Coupon SAVE10 is no longer available',
    );
  });

  it('refuses a coupon before it starts and accepts it from its start', () => {
    expect(couponProblem(standing(), 2000, new Date(startsAt.getTime() - 1))).toBe(
      'Coupon SAVE10 is not active yet',
    );
    expect(couponProblem(standing(), 2000, startsAt)).toBeNull();
  });

  it('accepts a coupon exactly at its end and refuses it one millisecond later', () => {
    expect(couponProblem(standing(), 2000, endsAt)).toBeNull();
    expect(couponProblem(standing(), 2000, new Date(endsAt.getTime() + 1))).toBe('Coupon SAVE10 has expired');
  });

  it('refuses a coupon that reached its usage limit', () => {
    expect(couponProblem(standing({ timesUsed: 99 }), 2000, midMonth)).toBeNull();
    expect(couponProblem(standing({ timesUsed: 100 }), 2000, midMonth)).toBe(
      'Coupon SAVE10 has reached its usage limit',
    );
  });

  it('refuses a coupon the customer already used up to their limit', () => {
    expect(couponProblem(standing({ perCustomerLimit: 2, usedByCustomer: 1 }), 2000, midMonth)).toBeNull();
    expect(couponProblem(standing({ usedByCustomer: 1 }), 2000, midMonth)).toBe(
      'You have already used coupon SAVE10',
    );
  });

  it('refuses a subtotal under the minimum, naming the minimum in dollars', () => {
    const min = standing({ minSubtotalCents: 5000 });
    expect(couponProblem(min, 4999, midMonth)).toBe('Coupon SAVE10 needs a subtotal of at least $50.00');
    expect(couponProblem(min, 5000, midMonth)).toBeNull();
    expect(couponProblem(standing({ minSubtotalCents: 123_456 }), 0, midMonth)).toBe(
      'Coupon SAVE10 needs a subtotal of at least $1,234.56',
    );
  });
});
