import { describe, expect, it } from 'vitest';
import { addToCartLabel } from './add-label.ts';

describe('addToCartLabel', () => {
  it('names one unit by its price', () => {
    expect(addToCartLabel(1, 3500)).toBe('Add to Cart · $35.00');
  });

  it('follows the quantity with the line total', () => {
    expect(addToCartLabel(2, 3500)).toBe('Add 2 to cart · $70.00');
    expect(addToCartLabel(3, 1999)).toBe('Add 3 to cart · $59.97');
    expect(addToCartLabel(12, 12_500)).toBe('Add 12 to cart · $1,500.00');
  });
});
