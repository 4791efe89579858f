import { describe, expect, it } from 'vitest';
import { inNewYork, nyDayStart, nyInstant, nyMidnight, nyTimeOn, nyToday, shiftDay } from './new-york.ts';
import { nyClock, nyDate, nyDateTime, nyDay, nyTime, toNyInput } from './ny-format.ts';

// 2026: clocks spring forward on Sunday 8 March at 2:00 (EST → EDT) and fall back on Sunday 1 November at 2:00.

describe('New York days', () => {
  it('names the New York day of an instant, not the UTC one', () => {
    expect(nyDay(new Date('2026-07-04T03:59:00Z'))).toBe('2026-07-03');
    expect(nyDay(new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
    expect(nyDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('starts a day at New York midnight, on both sides of each change', () => {
    expect(nyMidnight('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(nyMidnight('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(nyMidnight('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(nyMidnight('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('counts the 23-hour and the 25-hour day as one day each', () => {
    expect(nyMidnight('2026-03-09').getTime() - nyMidnight('2026-03-08').getTime()).toBe(23 * 3_600_000);
    expect(nyMidnight('2026-11-02').getTime() - nyMidnight('2026-11-01').getTime()).toBe(25 * 3_600_000);
    expect(shiftDay('2026-03-07', 1)).toBe('2026-03-08');
    expect(shiftDay('2026-03-08', 1)).toBe('2026-03-09');
    expect(shiftDay('2026-11-01', 1)).toBe('2026-11-02');
    expect(shiftDay('2026-11-02', -2)).toBe('2026-10-31');
  });

  it('finds a New York time on a New York day, the changes included', () => {
    const springDay = new Date('2026-03-08T12:00:00Z');
    expect(nyTimeOn(springDay, 1, 30).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(nyTimeOn(springDay, 10).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(nyTimeOn(new Date('2026-11-01T12:00:00Z'), 22).toISOString()).toBe('2026-11-02T03:00:00.000Z');
    expect(nyTimeOn(new Date('2026-11-02T03:30:00Z'), 0, 24 * 60).toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('turns a day typed in a filter into the instants the day starts and ends, across a change', () => {
    expect(nyDayStart('2026-11-01')?.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(nyDayStart('2026-11-01', 1)?.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(nyDayStart('2026-03-07', 1)?.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(nyDayStart('yesterday')).toBeNull();
    expect(nyDayStart('2026-3-1')).toBeNull();
  });

  it("gives today's New York date as a calendar date, whatever the UTC day", () => {
    const today = nyToday(new Date('2026-07-04T02:00:00Z'));
    expect([today.getFullYear(), today.getMonth() + 1, today.getDate()]).toEqual([2026, 7, 3]);
  });

  it('writes a New York clock time for people', () => {
    expect(nyTime(new Date('2026-07-04T18:05:00Z'))).toBe('2:05 PM');
    expect(nyTime('2026-12-04T05:00:00Z')).toBe('12:00 AM');
  });

  it('steps a wall clock in New York', () => {
    const night = inNewYork(new Date('2026-11-01T03:30:00Z'));
    expect([night.getDate(), night.getHours(), night.getMinutes()]).toEqual([31, 23, 30]);
  });
});

describe('datetime-local values in New York time', () => {
  it('reads winter and summer times', () => {
    expect(nyInstant('2026-12-31T23:59')?.toISOString()).toBe('2027-01-01T04:59:00.000Z');
    expect(nyInstant('2026-07-04T12:00')?.toISOString()).toBe('2026-07-04T16:00:00.000Z');
    expect(nyInstant('2026-07-04')).toBeNull();
    expect(nyInstant('2026-07-04T12:00:00')).toBeNull();
  });

  it('reads a time the spring change skips as the hour after, and the repeated hour as its first pass', () => {
    expect(nyInstant('2026-03-08T01:59')?.toISOString()).toBe('2026-03-08T06:59:00.000Z');
    expect(nyInstant('2026-03-08T02:30')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(nyInstant('2026-03-08T03:00')?.toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(nyInstant('2026-11-01T01:30')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(nyInstant('2026-11-01T02:30')?.toISOString()).toBe('2026-11-01T07:30:00.000Z');
  });

  it('writes an instant back as the input shows it, both passes of the repeated hour alike', () => {
    expect(toNyInput('2027-01-01T04:59:00.000Z')).toBe('2026-12-31T23:59');
    expect(toNyInput(new Date('2026-03-08T07:30:00Z'))).toBe('2026-03-08T03:30');
    // Midnight is 00:00 of the new day, never 24:00 of the old one.
    expect(toNyInput('2026-12-01T05:00:00.000Z')).toBe('2026-12-01T00:00');
    expect(toNyInput('2026-11-01T05:30:00Z')).toBe('2026-11-01T01:30');
    expect(toNyInput('2026-11-01T06:30:00Z')).toBe('2026-11-01T01:30');
  });
});

describe('nyClock', () => {
  it('gives the New York weekday and 24-hour time, across each change', () => {
    expect(nyClock(new Date('2026-03-08T06:59:00Z'))).toEqual({ day: 0, time: '01:59' });
    expect(nyClock(new Date('2026-03-08T07:00:00Z'))).toEqual({ day: 0, time: '03:00' });
    expect(nyClock(new Date('2026-11-01T05:30:00Z'))).toEqual({ day: 0, time: '01:30' });
    expect(nyClock(new Date('2026-11-01T06:30:00Z'))).toEqual({ day: 0, time: '01:30' });
    expect(nyClock(new Date('2026-11-24T04:30:00Z'))).toEqual({ day: 1, time: '23:30' });
  });
});

describe('nyDateTime', () => {
  it('writes each screen its own wording', () => {
    const at = '2026-12-09T18:00:00.000Z';
    expect(nyDateTime(at)).toBe('Dec 9, 2026, 1:00 PM');
    expect(nyDateTime(at, 'short')).toBe('Dec 9, 2026, 1:00 PM');
    expect(nyDateTime(at, 'spelled')).toBe('Wednesday, December 9, 2026 at 1:00 PM New York time');
    expect(nyDateTime(new Date('2027-02-01T04:59:00Z'), 'rules')).toBe('January 31, 2027 at 11:59 PM ET');
    expect(nyDate('2027-02-01T04:59:00Z')).toBe('Jan 31, 2027');
  });

  it('writes the New York clock on both sides of each change', () => {
    expect(nyDateTime('2026-03-08T06:59:00Z', 'rules')).toBe('March 8, 2026 at 1:59 AM ET');
    expect(nyDateTime('2026-03-08T07:00:00Z', 'rules')).toBe('March 8, 2026 at 3:00 AM ET');
    expect(nyDateTime('2026-11-01T05:30:00Z', 'spelled')).toBe(
      'Sunday, November 1, 2026 at 1:30 AM New York time',
    );
    expect(nyDateTime('2026-11-01T06:30:00Z', 'short')).toBe('Nov 1, 2026, 1:30 AM');
  });
});
