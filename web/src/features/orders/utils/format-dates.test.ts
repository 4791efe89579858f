import { describe, expect, it } from 'vitest';
import { formatClock, formatEventTime, formatOrderDate, formatUpdatedAgo } from './format-dates.ts';

describe('order dates, in New York time', () => {
  const now = new Date('2026-03-02T20:00:00.000Z');

  it('shows only the clock for an event earlier today', () => {
    expect(formatEventTime('2026-03-02T19:07:00.000Z', now)).toBe('2:07 PM');
  });

  it('adds the day for an event on another New York day', () => {
    // 02:30 UTC on Mar 2 is still Mar 1 in New York.
    expect(formatEventTime('2026-03-02T02:30:00.000Z', now)).toBe('Sun, Mar 1, 9:30 PM');
  });

  it('formats the placed date and a clock time', () => {
    expect(formatOrderDate('2026-03-02T02:30:00.000Z')).toBe('Mar 1, 2026');
    expect(formatClock('2026-07-04T16:00:00.000Z')).toBe('12:00 PM');
  });
});

describe('formatUpdatedAgo', () => {
  const at = '2026-03-02T19:07:00.000Z';
  const after = (seconds: number) => Date.parse(at) + seconds * 1000;

  it('counts seconds, then minutes, then names the clock time', () => {
    expect(formatUpdatedAgo(at, after(2))).toBe('Updated just now');
    expect(formatUpdatedAgo(at, after(-3))).toBe('Updated just now');
    expect(formatUpdatedAgo(at, after(12))).toBe('Updated 12 seconds ago');
    expect(formatUpdatedAgo(at, after(61))).toBe('Updated 1 minute ago');
    expect(formatUpdatedAgo(at, after(5 * 60 + 20))).toBe('Updated 5 minutes ago');
    expect(formatUpdatedAgo(at, after(2 * 3600))).toBe('Updated at 2:07 PM');
  });
});
