import { describe, expect, it } from 'vitest';
import { formatDistance, formatTrip } from './format-distance.ts';

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

describe('formatTrip', () => {
  it('gives the shop-to-door trip in miles and minutes', () => {
    expect(formatTrip({ distanceKm: 3.9, minutes: 14 })).toBe('Shop → door 2.4 mi · about 14 min');
    expect(formatTrip({ distanceKm: 0.1, minutes: 1 })).toBe('Shop → door under 0.1 mi · about 1 min');
    expect(formatTrip({ distanceKm: 20, minutes: 60 })).toBe('Shop → door 12 mi · about 60 min');
  });

  it('says so when the shop has no known place', () => {
    expect(formatTrip(null)).toBe('Shop → door: trip unknown');
  });
});
