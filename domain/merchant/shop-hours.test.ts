import { describe, expect, it } from 'vitest';
import { isShopOpen, nextOpening, shopClosedReason, shopOpenFor, type ShopSchedule } from './shop-hours.ts';

const week = {
  '0': null,
  '1': { opens: '10:00', closes: '22:00' },
  '2': { opens: '09:00', closes: '21:30' },
  '3': { opens: '10:00', closes: '22:00' },
  '4': { opens: '10:00', closes: '22:00' },
  '5': { opens: '10:00', closes: '23:00' },
  '6': { opens: '11:00', closes: '23:00' },
};
const open: ShopSchedule = { openingHours: week, closedUntil: null };

describe('shop hours (New York time)', () => {
  it('is open inside the day’s hours and closed outside them and on a closed day', () => {
    // Mon 2026-11-23 12:00 EST = 17:00Z
    expect(isShopOpen(open, new Date('2026-11-23T17:00:00Z'))).toBe(true);
    // Mon 09:59 EST
    expect(isShopOpen(open, new Date('2026-11-23T14:59:00Z'))).toBe(false);
    // Mon 22:00 EST: closing time is exclusive
    expect(isShopOpen(open, new Date('2026-11-24T03:00:00Z'))).toBe(false);
    // Sun 12:00 EST
    expect(isShopOpen(open, new Date('2026-11-22T17:00:00Z'))).toBe(false);
  });

  it('honours a temporary closure and opens at its end when that is inside the hours', () => {
    const closed = { ...open, closedUntil: new Date('2026-11-23T19:30:00Z') };
    expect(isShopOpen(closed, new Date('2026-11-23T17:00:00Z'))).toBe(false);
    expect(nextOpening(closed, new Date('2026-11-23T17:00:00Z'))).toEqual(new Date('2026-11-23T19:30:00Z'));
    expect(isShopOpen(closed, new Date('2026-11-23T19:30:00Z'))).toBe(true);
  });

  it('names the next opening: after a closure that ends at night, the next morning', () => {
    const closed = { ...open, closedUntil: new Date('2026-11-24T04:00:00Z') }; // Mon 23:00 EST
    const now = new Date('2026-11-23T17:00:00Z');
    expect(nextOpening(closed, now)).toEqual(new Date('2026-11-24T14:00:00Z')); // Tue 9:00 EST
    expect(shopClosedReason('Lantern', closed, now)).toBe('Lantern is closed until Tue 9:00 AM');
  });

  it('says outside its opening hours, with the next opening, skipping a closed day', () => {
    const now = new Date('2026-11-22T17:00:00Z'); // Sunday
    expect(shopClosedReason('Lantern', open, now)).toBe(
      'Lantern is outside its opening hours (opens Mon 10:00 AM)',
    );
    expect(shopClosedReason('Lantern', open, new Date('2026-11-23T17:00:00Z'))).toBeNull();
  });

  it('is DST-safe: 10:00 on the spring-forward and fall-back Mondays are 14:00Z and 15:00Z', () => {
    // DST starts Sun 2026-03-08; Mon 2026-03-09 10:00 EDT = 14:00Z.
    expect(nextOpening(open, new Date('2026-03-08T17:00:00Z'))).toEqual(new Date('2026-03-09T14:00:00Z'));
    // DST ends Sun 2026-11-01; Mon 2026-11-02 10:00 EST = 15:00Z.
    expect(nextOpening(open, new Date('2026-11-01T17:00:00Z'))).toEqual(new Date('2026-11-02T15:00:00Z'));
  });

  it('books a window only inside one open stretch and after a closure', () => {
    const start = new Date('2026-11-24T02:00:00Z'); // Mon 21:00 EST
    expect(shopOpenFor(open, start, new Date('2026-11-24T03:00:00Z'))).toBe(true);
    // Tue 21:00–22:00 runs past 21:30
    expect(shopOpenFor(open, new Date('2026-11-25T02:00:00Z'), new Date('2026-11-25T03:00:00Z'))).toBe(false);
    const closed = { ...open, closedUntil: new Date('2026-11-24T02:30:00Z') };
    expect(shopOpenFor(closed, start, new Date('2026-11-24T03:00:00Z'))).toBe(false);
  });
});
