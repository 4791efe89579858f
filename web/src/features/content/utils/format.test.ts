import { describe, expect, it } from 'vitest';
import { formatPhone, formatPublished, formatTime } from './format.ts';

describe('formatPublished', () => {
  it('writes a New York day as the long US date', () => {
    expect(formatPublished('2026-11-28')).toBe('November 28, 2026');
    expect(formatPublished('2027-01-01')).toBe('January 1, 2027');
    expect(formatPublished('2026-12-31')).toBe('December 31, 2026');
  });

  it("reads the same as the browser's own long date for every month", () => {
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      const day = `2026-${String(month).padStart(2, '0')}-15`;
      expect(formatPublished(day)).toBe(long.format(new Date(`${day}T12:00:00Z`)));
    }
  });
});

describe('formatPhone and formatTime', () => {
  it('format a ten-digit number and a 24-hour time', () => {
    expect(formatPhone('7185550193')).toBe('(718) 555-0193');
    expect(formatPhone('123')).toBe('123');
    expect(formatTime('09:00')).toBe('9 am');
    expect(formatTime('21:30')).toBe('9:30 pm');
    expect(formatTime('00:00')).toBe('12 am');
  });
});
