import { describe, expect, it } from 'vitest';
import {
  allowanceUsed,
  concentrateLimitMessage,
  edibleLimitMessage,
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
    const edibles: LimitLine[] = [
      { limitCategory: 'edible', netGrams: 50, quantity: 10, thcMgPerPackage: 10 },
    ];
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
      edibleMg: 0,
      edibleMgLimit: 1000,
    });
  });

  it('keeps flower and concentrate separate', () => {
    expect(limitViolation([flower(85.05), concentrate(24)])).toBeNull();
  });
});

const edible = (thcMgPerPackage: number | null, quantity = 1): LimitLine => ({
  limitCategory: 'edible',
  netGrams: 40,
  quantity,
  thcMgPerPackage,
});

describe('edible THC per order (store setting, default 1,000 mg)', () => {
  it('counts mg per package × quantity, only for the edible limit category', () => {
    const other: LimitLine = { limitCategory: 'other', netGrams: 1, quantity: 5, thcMgPerPackage: 500 };
    expect(allowanceUsed([edible(100, 3), edible(50), other]).edibleMg).toBe(350);
    expect(allowanceUsed([edible(null, 4)]).edibleMg).toBe(0);
  });

  it('passes exactly at the limit and refuses one mg over, naming the limit', () => {
    expect(limitViolation([edible(100, 10)])).toBeNull();
    expect(limitViolation([edible(100, 9), edible(99), edible(1)])).toBeNull();
    expect(limitViolation([edible(100, 10), edible(1)])).toBe(edibleLimitMessage());
    expect(edibleLimitMessage()).toBe('New York allows at most 1,000 mg of edible THC per order');
  });

  it('uses the limit from the settings when given', () => {
    expect(limitViolation([edible(100, 3)], 300)).toBeNull();
    expect(limitViolation([edible(100, 3), edible(1)], 300)).toBe(
      'New York allows at most 300 mg of edible THC per order',
    );
    expect(allowanceUsed([edible(100)], 300).edibleMgLimit).toBe(300);
  });

  it('checks flower and concentrate first, then edibles', () => {
    expect(limitViolation([flower(86), edible(100, 11)])).toBe(flowerLimitMessage());
    expect(limitViolation([flower(85.05), concentrate(24), edible(100, 10)])).toBeNull();
  });
});
