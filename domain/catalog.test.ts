import { describe, expect, it } from 'vitest';
import { totalThc } from './catalog.ts';

describe('total THC (NY statutory formula THC + THCA × 0.877)', () => {
  it('combines THC and THCA', () => {
    expect(totalThc(0.8, 24)).toBe(21.8); // 0.8 + 21.048
    expect(totalThc(0, 20)).toBe(17.5);
    expect(totalThc(85, 0)).toBe(85);
  });

  it('treats a missing side as zero and both missing as unknown', () => {
    expect(totalThc(null, 10)).toBe(8.8);
    expect(totalThc(12, null)).toBe(12);
    expect(totalThc(null, null)).toBeNull();
  });
});
