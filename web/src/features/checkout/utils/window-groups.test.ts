import { describe, expect, it } from 'vitest';
import { deliveryWindows } from '#domain/compliance/delivery-windows.ts';
import { groupWindowsByDay } from './window-groups.ts';

const plain = (s: string) => s.replace(/\s/g, ' ');
const hour = (iso: string) => ({
  start: iso,
  end: new Date(Date.parse(iso) + 3_600_000).toISOString(),
  label: '',
});

describe('groupWindowsByDay', () => {
  it('groups windows by New York day as Today, Tomorrow, then the weekday', () => {
    // Tuesday 24 Nov 2026, 3:30 PM in New York (UTC−5).
    const now = new Date('2026-11-24T20:30:00Z');
    const groups = groupWindowsByDay(deliveryWindows(now), now);
    expect(groups.map((g) => g.label)).toEqual(['Today', 'Tomorrow', 'Thursday, Nov 26']);
    expect(groups.map((g) => g.day)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    // Today: 5 PM (at least an hour away) to the 9 PM window; the other days 10 AM to 9 PM.
    expect(groups[0]?.windows.map((w) => plain(w.time))).toEqual([
      '5:00 PM–6:00 PM',
      '6:00 PM–7:00 PM',
      '7:00 PM–8:00 PM',
      '8:00 PM–9:00 PM',
      '9:00 PM–10:00 PM',
    ]);
    expect(groups[1]?.windows).toHaveLength(12);
    expect(plain(groups[1]?.windows[0]?.time ?? '')).toBe('10:00 AM–11:00 AM');
  });

  it('keeps a late-evening UTC instant on its New York day', () => {
    const now = new Date('2026-07-01T14:00:00Z');
    // 9 PM New York on 1 July is already 2 July in UTC.
    const groups = groupWindowsByDay([hour('2026-07-02T01:00:00Z'), hour('2026-07-02T14:00:00Z')], now);
    expect(groups.map((g) => [g.day, g.label])).toEqual([
      ['2026-07-01', 'Today'],
      ['2026-07-02', 'Tomorrow'],
    ]);
  });

  it('finds tomorrow across a daylight-saving change', () => {
    // Saturday 7 March 2026, 11:30 PM EST; clocks spring forward that night.
    const now = new Date('2026-03-08T04:30:00Z');
    const groups = groupWindowsByDay([hour('2026-03-08T14:00:00Z'), hour('2026-03-09T14:00:00Z')], now);
    expect(groups.map((g) => g.label)).toEqual(['Tomorrow', 'Monday, Mar 9']);
  });

  it('skips windows it cannot read', () => {
    expect(groupWindowsByDay([{ start: 'soon', end: 'later', label: 'x' }])).toEqual([]);
  });
});
