import { describe, expect, it } from 'vitest';
import { formatUsd, percentOf, sumCents } from './money.ts';

describe('money', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(4500)).toBe('$45.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(99999)).toBe('$999.99');
    expect(formatUsd(-505)).toBe('-$5.05');
  });

  it('takes a percentage in basis points, rounding half up once', () => {
    expect(percentOf(10_000, 1300)).toBe(1300);
    expect(percentOf(1050, 1300)).toBe(137); // 136.5 → 137
    expect(percentOf(1049, 1300)).toBe(136); // 136.37 → 136
    expect(percentOf(0, 1300)).toBe(0);
  });

  it('adds cents', () => {
    expect(sumCents([100, 250, 5])).toBe(355);
    expect(sumCents([])).toBe(0);
  });
});
