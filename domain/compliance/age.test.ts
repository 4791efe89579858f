import { describe, expect, it } from 'vitest';
import { ageOn, isOfAge } from './age.ts';
import { nyDay as newYorkDate } from '../time/ny-format.ts';

describe('age in New York time', () => {
  it('uses the New York calendar date, not UTC', () => {
    // 03:00 UTC on 1 March is still 28 February in New York.
    expect(newYorkDate(new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28');
  });

  it('turns 21 on the birthday itself', () => {
    const now = new Date('2026-06-15T16:00:00Z');
    expect(ageOn('2005-06-15', now)).toBe(21);
    expect(isOfAge('2005-06-15', now)).toBe(true);
    expect(isOfAge('2005-06-16', now)).toBe(false);
    expect(ageOn('2005-06-16', now)).toBe(20);
  });

  it('is not 21 yet late on the eve of the birthday in New York even when it is already the birthday in UTC', () => {
    const now = new Date('2026-06-15T02:00:00Z'); // 22:00 on 14 June in New York
    expect(isOfAge('2005-06-15', now)).toBe(false);
  });
});
