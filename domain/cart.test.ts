import { describe, expect, it } from 'vitest';
import {
  badgeLabel,
  cartSubtotal,
  freeDeliveryProgress,
  itemCount,
  itemsLabel,
  limitLine,
  unitPrice,
} from './cart.ts';

const product = { price: 4500, prices: { '3.5g': 4500, '7g': 8200, unit: 1200 } };

describe('unitPrice (spec §9)', () => {
  it('uses prices[selected_weight] when present', () => {
    expect(unitPrice(product, '7g')).toBe(8200);
  });

  it('falls back to price when the weight has no price', () => {
    expect(unitPrice(product, '28g')).toBe(4500);
  });

  it('falls back to 0 when there is neither', () => {
    expect(unitPrice({ prices: {} }, '7g')).toBe(0);
    expect(unitPrice({ price: null, prices: null }, '7g')).toBe(0);
    expect(unitPrice(null, '7g')).toBe(0);
    expect(unitPrice(undefined)).toBe(0);
  });

  it("defaults the weight to 'unit'", () => {
    expect(unitPrice(product)).toBe(1200);
  });

  it('keeps a zero price rather than falling back', () => {
    expect(unitPrice({ price: 999, prices: { unit: 0 } }, 'unit')).toBe(0);
  });
});

describe('cartSubtotal and itemCount', () => {
  const lines = [
    { quantity: 2, selectedWeight: '7g', product },
    { quantity: 3, selectedWeight: 'unit', product },
    { quantity: 1, selectedWeight: '14g', product: null },
  ];

  it('sums unit price × quantity in cents', () => {
    expect(cartSubtotal(lines)).toBe(2 * 8200 + 3 * 1200);
    expect(cartSubtotal([])).toBe(0);
  });

  it('counts the sum of quantities', () => {
    expect(itemCount(lines)).toBe(6);
    expect(itemCount([])).toBe(0);
  });
});

describe('labels', () => {
  it("says 'item' for exactly one and 'items' otherwise", () => {
    expect(itemsLabel(1)).toBe('1 item');
    expect(itemsLabel(0)).toBe('0 items');
    expect(itemsLabel(2)).toBe('2 items');
  });

  it('caps the badge at 99+', () => {
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(1234)).toBe('99+');
  });
});

describe('freeDeliveryProgress ($100 threshold)', () => {
  it('reports the amount to go and the percentage', () => {
    expect(freeDeliveryProgress(0)).toEqual({ remaining: 10_000, percent: 0 });
    expect(freeDeliveryProgress(8200)).toEqual({ remaining: 1800, percent: 82 });
  });

  it('is complete at and above $100', () => {
    expect(freeDeliveryProgress(10_000)).toEqual({ remaining: 0, percent: 100 });
    expect(freeDeliveryProgress(25_000)).toEqual({ remaining: 0, percent: 100 });
  });
});

describe('limitLine', () => {
  it('takes the net grams of the chosen variant', () => {
    const flower = { limitCategory: 'flower' as const, variants: [{ label: '7g', netGrams: 7 }] };
    expect(limitLine(flower, '7g', 3)).toEqual({
      limitCategory: 'flower',
      netGrams: 7,
      quantity: 3,
      thcMgPerPackage: null,
    });
    expect(limitLine(flower, '99g', 1).netGrams).toBe(0);
  });

  it('carries an edible package’s THC mg for the edible limit', () => {
    const gummies = {
      limitCategory: 'edible' as const,
      thcMgPerPackage: 100,
      variants: [{ label: 'unit', netGrams: 40 }],
    };
    expect(limitLine(gummies, 'unit', 2)).toMatchObject({ limitCategory: 'edible', thcMgPerPackage: 100 });
  });
});
