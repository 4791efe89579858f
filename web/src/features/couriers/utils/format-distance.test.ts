import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance.ts';

describe('formatDistance', () => {
  it('reads in miles, one decimal under ten', () => {
    expect(formatDistance(1.609344)).toBe('1.0 mi away');
    expect(formatDistance(3.2)).toBe('2.0 mi away');
    expect(formatDistance(40)).toBe('25 mi away');
  });

  it('says nearby for a few steps and unknown without a position', () => {
    expect(formatDistance(0.05)).toBe('Nearby');
    expect(formatDistance(null)).toBe('Distance unknown');
  });
});
