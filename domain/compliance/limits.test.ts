import { describe, expect, it } from 'vitest';
import {
  allowanceUsed,
  concentrateLimitMessage,
  flowerLimitMessage,
  limitViolation,
  type LimitLine,
} from './limits.ts';

const flower = (netGrams: number, quantity = 1): LimitLine => ({
  limitCategory: 'flower',
  netGrams,
  quantity,
});
const concentrate = (netGrams: number, quantity = 1): LimitLine => ({
  limitCategory: 'concentrate',
  netGrams,
  quantity,
});

describe('NY purchase limits (9 NYCRR 123.3)', () => {
  it('allows exactly 85.05 g of flower', () => {
    expect(limitViolation([flower(28, 3), flower(1.05)])).toBeNull();
    expect(limitViolation([flower(85.05)])).toBeNull();
  });

  it('refuses 85.06 g of flower with the flower message', () => {
    expect(limitViolation([flower(85.06)])).toBe(flowerLimitMessage());
    expect(limitViolation([flower(28, 3), flower(1.06)])).toBe(flowerLimitMessage());
    expect(flowerLimitMessage()).toContain('85.05 g');
  });

  it('allows 24 g of concentrate and refuses 25 g', () => {
    expect(limitViolation([concentrate(1, 24)])).toBeNull();
    expect(limitViolation([concentrate(1, 25)])).toBe(concentrateLimitMessage());
    expect(concentrateLimitMessage()).toContain('24 g');
  });

  it('does not count edibles or other products as grams', () => {
    const edibles: LimitLine[] = [{ limitCategory: 'edible', netGrams: 50, quantity: 10 }];
    const other: LimitLine[] = [{ limitCategory: 'other', netGrams: 500, quantity: 1 }];
    expect(limitViolation([...edibles, ...other])).toBeNull();
    expect(allowanceUsed([...edibles, ...other])).toMatchObject({ flowerGrams: 0, concentrateGrams: 0 });
  });

  it('reports grams used against each limit for the meter', () => {
    expect(allowanceUsed([flower(3.5, 2), flower(7), concentrate(0.5, 3)])).toEqual({
      flowerGrams: 14,
      concentrateGrams: 1.5,
      flowerLimit: 85.05,
      concentrateLimit: 24,
    });
  });

  it('keeps flower and concentrate separate', () => {
    expect(limitViolation([flower(85.05), concentrate(24)])).toBeNull();
  });
});
