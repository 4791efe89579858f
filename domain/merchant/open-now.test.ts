import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_HOURS, shopOpenAt } from './open-now.ts';
import { nyClock as newYorkClock } from '../time/ny-format.ts';

// 12:00 on Monday 23 November 2026 in New York.
const NOON = new Date('2026-11-23T17:00:00Z');

describe('shopOpenAt', () => {
  it('reads the clock in New York', () => {
    expect(newYorkClock(NOON)).toEqual({ day: 1, time: '12:00' });
  });

  it('is open inside the hours and closed outside them', () => {
    expect(shopOpenAt(DEFAULT_SHOP_HOURS, null, NOON)).toBe(true);
    expect(shopOpenAt(DEFAULT_SHOP_HOURS, null, new Date('2026-11-24T04:00:00Z'))).toBe(false);
    expect(shopOpenAt({ ...DEFAULT_SHOP_HOURS, '1': null }, null, NOON)).toBe(false);
  });

  it('is closed while a closure runs, open again after it', () => {
    expect(shopOpenAt(DEFAULT_SHOP_HOURS, new Date('2026-11-23T18:00:00Z'), NOON)).toBe(false);
    expect(shopOpenAt(DEFAULT_SHOP_HOURS, new Date('2026-11-23T16:00:00Z'), NOON)).toBe(true);
  });
});
