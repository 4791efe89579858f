import { describe, expect, it } from 'vitest';
import { formatCannabinoids, parseCannabinoids } from './lab-status.ts';

describe('cannabinoids text', () => {
  it('reads names and percentages separated by commas, colons or spaces', () => {
    expect(parseCannabinoids('CBG: 1.1, CBN 0.3%; THCV:0.2')).toEqual({ CBG: 1.1, CBN: 0.3, THCV: 0.2 });
    expect(parseCannabinoids('  ')).toEqual({});
  });

  it('keeps a value that is not a number as NaN, for the schema to refuse', () => {
    expect(parseCannabinoids('CBG: lots').CBG).toBeNaN();
  });

  it('writes a record back as text', () => {
    expect(formatCannabinoids({ CBG: 1.1, CBN: 0.3 })).toBe('CBG: 1.1, CBN: 0.3');
  });
});
