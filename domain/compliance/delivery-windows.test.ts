import { describe, expect, it } from 'vitest';
import { deliveryWindows, isStoreOpen, windowProblem, type DeliveryWindow } from './delivery-windows.ts';

const HOUR_MS = 3_600_000;
const at = (iso: string) => new Date(iso);

const nyParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The New York wall clock of an instant, read with Intl (independent of the code under test). */
function newYork(iso: string) {
  const parts = Object.fromEntries(nyParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Some ICU versions put a narrow no-break space before AM/PM. */
const plain = (label: string) => label.replace(/\u202f/g, ' ');
const labels = (windows: DeliveryWindow[]) => windows.map((w) => plain(w.label));
const days = (windows: DeliveryWindow[]) => [...new Set(windows.map((w) => newYork(w.start).date))];
const perDay = (windows: DeliveryWindow[]) =>
  windows.reduce<Record<string, number>>((count, w) => {
    const day = newYork(w.start).date;
    return { ...count, [day]: (count[day] ?? 0) + 1 };
  }, {});

describe('isStoreOpen (10:00–22:00 New York time)', () => {
  it.each([
    ['09:59 in winter', '2026-11-23T09:59:00-05:00', false],
    ['10:00 in winter', '2026-11-23T10:00:00-05:00', true],
    ['21:59 in winter', '2026-11-23T21:59:59-05:00', true],
    ['22:00 in winter', '2026-11-23T22:00:00-05:00', false],
    ['09:59 in summer', '2026-07-15T09:59:59-04:00', false],
    ['10:00 in summer', '2026-07-15T10:00:00-04:00', true],
    ['21:59 in summer', '2026-07-15T21:59:00-04:00', true],
    ['22:00 in summer', '2026-07-15T22:00:00-04:00', false],
    ['03:00 (the middle of the night)', '2026-11-23T03:00:00-05:00', false],
  ])('%s → %s', (_name, iso, open) => {
    expect(isStoreOpen(at(iso))).toBe(open);
  });

  it('reads New York time, not UTC', () => {
    // 15:00 UTC is 10:00 in New York in winter; 02:30 UTC is 21:30 the evening before.
    expect(isStoreOpen(at('2026-11-23T15:00:00Z'))).toBe(true);
    expect(isStoreOpen(at('2026-11-24T02:30:00Z'))).toBe(true);
    expect(isStoreOpen(at('2026-11-23T14:59:00Z'))).toBe(false);
  });

  it('follows custom store hours', () => {
    const hours = { opensHour: 8, closesHour: 23 };
    expect(isStoreOpen(at('2026-11-23T07:59:00-05:00'), hours)).toBe(false);
    expect(isStoreOpen(at('2026-11-23T08:00:00-05:00'), hours)).toBe(true);
    expect(isStoreOpen(at('2026-11-23T22:30:00-05:00'), hours)).toBe(true);
    expect(isStoreOpen(at('2026-11-23T23:00:00-05:00'), hours)).toBe(false);
  });
});

describe('deliveryWindows', () => {
  it('offers one-hour windows on the hour, inside opening hours, the first at least an hour away', () => {
    const now = at('2026-11-23T13:30:00-05:00');
    const windows = deliveryWindows(now);
    expect(windows.length).toBeGreaterThan(0);
    for (const w of windows) {
      expect(Date.parse(w.end) - Date.parse(w.start)).toBe(HOUR_MS);
      const local = newYork(w.start);
      expect(local.minute, w.start).toBe(0);
      expect(local.second, w.start).toBe(0);
      expect(local.hour, w.start).toBeGreaterThanOrEqual(10);
      expect(local.hour, w.start).toBeLessThanOrEqual(21);
      expect(Date.parse(w.start) - now.getTime()).toBeGreaterThanOrEqual(60 * 60_000);
    }
    const starts = windows.map((w) => Date.parse(w.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(windows[0]).toEqual({
      start: '2026-11-23T20:00:00.000Z',
      end: '2026-11-23T21:00:00.000Z',
      label: expect.any(String),
    });
    expect(plain(windows[0]!.label)).toBe('Today, 3:00 PM–4:00 PM');
  });

  it('offers a window starting exactly an hour from now', () => {
    const windows = deliveryWindows(at('2026-11-23T13:00:00-05:00'));
    expect(windows[0]!.start).toBe('2026-11-23T19:00:00.000Z');
    expect(plain(windows[0]!.label)).toBe('Today, 2:00 PM–3:00 PM');
    const secondLater = deliveryWindows(at('2026-11-23T13:00:01-05:00'));
    expect(plain(secondLater[0]!.label)).toBe('Today, 3:00 PM–4:00 PM');
  });

  it('covers today and the next two New York days in the morning', () => {
    const windows = deliveryWindows(at('2026-11-23T08:00:00-05:00'));
    expect(windows).toHaveLength(36);
    expect(perDay(windows)).toEqual({ '2026-11-23': 12, '2026-11-24': 12, '2026-11-25': 12 });
    expect(labels(windows)[0]).toBe('Today, 10:00 AM–11:00 AM');
    expect(labels(windows)[12]).toBe('Tue, Nov 24, 10:00 AM–11:00 AM');
    expect(labels(windows).at(-1)).toBe('Wed, Nov 25, 9:00 PM–10:00 PM');
  });

  it('drops today once the last window is less than an hour away', () => {
    const windows = deliveryWindows(at('2026-11-23T20:30:00-05:00'));
    expect(perDay(windows)).toEqual({ '2026-11-24': 12, '2026-11-25': 12 });
  });

  it('offers only the next two days in the evening after closing, by the New York date', () => {
    // 23:30 on Mon 23 Nov in New York is already 24 Nov in UTC.
    const windows = deliveryWindows(at('2026-11-23T23:30:00-05:00'));
    expect(windows).toHaveLength(24);
    expect(days(windows)).toEqual(['2026-11-24', '2026-11-25']);
    expect(labels(windows)[0]).toBe('Tue, Nov 24, 10:00 AM–11:00 AM');
    expect(labels(windows).some((l) => l.startsWith('Today'))).toBe(false);
  });

  it('starts a new day just after midnight', () => {
    const windows = deliveryWindows(at('2026-11-24T00:05:00-05:00'));
    expect(windows).toHaveLength(36);
    expect(days(windows)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(labels(windows)[0]).toBe('Today, 10:00 AM–11:00 AM');
    expect(labels(windows).at(-1)).toBe('Thu, Nov 26, 9:00 PM–10:00 PM');
  });

  it('keeps 10:00–22:00 local hours across the end of daylight saving time', () => {
    const windows = deliveryWindows(at('2026-10-31T20:00:00-04:00'));
    expect(perDay(windows)).toEqual({ '2026-10-31': 1, '2026-11-01': 12, '2026-11-02': 12 });
    expect(windows[0]).toMatchObject({ start: '2026-11-01T01:00:00.000Z', end: '2026-11-01T02:00:00.000Z' });
    expect(plain(windows[0]!.label)).toBe('Today, 9:00 PM–10:00 PM');
    const sunday = windows.filter((w) => newYork(w.start).date === '2026-11-01');
    // 10:00 EST is 15:00 UTC (it was 14:00 UTC the day before, in EDT).
    expect(sunday[0]!.start).toBe('2026-11-01T15:00:00.000Z');
    expect(sunday.at(-1)!.start).toBe('2026-11-02T02:00:00.000Z');
    expect(plain(sunday[0]!.label)).toBe('Sun, Nov 1, 10:00 AM–11:00 AM');
    expect(sunday.map((w) => newYork(w.start).hour)).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
  });

  it('keeps 10:00–22:00 local hours across the start of daylight saving time', () => {
    const windows = deliveryWindows(at('2026-03-07T12:00:00-05:00'));
    const sunday = windows.filter((w) => newYork(w.start).date === '2026-03-08');
    expect(sunday).toHaveLength(12);
    expect(sunday[0]!.start).toBe('2026-03-08T14:00:00.000Z');
    expect(sunday.map((w) => newYork(w.start).hour)).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
  });

  it('follows custom store hours', () => {
    const windows = deliveryWindows(at('2026-11-23T08:00:00-05:00'), { opensHour: 12, closesHour: 14 });
    expect(labels(windows)).toEqual([
      'Today, 12:00 PM–1:00 PM',
      'Today, 1:00 PM–2:00 PM',
      'Tue, Nov 24, 12:00 PM–1:00 PM',
      'Tue, Nov 24, 1:00 PM–2:00 PM',
      'Wed, Nov 25, 12:00 PM–1:00 PM',
      'Wed, Nov 25, 1:00 PM–2:00 PM',
    ]);
  });
});

describe('windowProblem', () => {
  const now = at('2026-11-23T12:00:00-05:00');
  const hoursMessage = 'Delivery windows run on the hour between 10:00 AM and 10:00 PM';

  it('accepts every offered window', () => {
    const windows = deliveryWindows(now);
    expect(windows.length).toBeGreaterThan(0);
    for (const w of windows) expect(windowProblem(at(w.start), now), w.start).toBeNull();
  });

  it.each([
    ['later today', '2026-11-23T15:00:00-05:00'],
    ['the last window of the day', '2026-11-23T21:00:00-05:00'],
    ['the first window in two days', '2026-11-25T10:00:00-05:00'],
  ])('accepts %s', (_name, iso) => {
    expect(windowProblem(at(iso), now)).toBeNull();
  });

  it.each([
    ['half past the hour', '2026-11-23T15:30:00-05:00', hoursMessage],
    ['a second past the hour', '2026-11-23T15:00:01-05:00', hoursMessage],
    ['at closing time', '2026-11-23T22:00:00-05:00', hoursMessage],
    ['before opening', '2026-11-24T09:00:00-05:00', hoursMessage],
    ['in the night', '2026-11-24T02:00:00-05:00', hoursMessage],
    [
      'starting now',
      '2026-11-23T12:00:00-05:00',
      'That delivery window has already started; choose a later one',
    ],
    [
      'already past',
      '2026-11-23T11:00:00-05:00',
      'That delivery window has already started; choose a later one',
    ],
    ['four days ahead', '2026-11-27T12:00:00-05:00', 'Deliveries can be scheduled up to 3 days ahead'],
  ])('refuses a window %s', (_name, iso, message) => {
    expect(windowProblem(at(iso), now)).toBe(message);
  });

  it('books only the New York days it offers, even when 72 hours would reach a fourth day', () => {
    const evening = at('2026-11-23T21:00:00-05:00');
    expect(windowProblem(at('2026-11-25T21:00:00-05:00'), evening)).toBeNull();
    expect(windowProblem(at('2026-11-26T10:00:00-05:00'), evening)).toBe(
      'Deliveries can be scheduled up to 3 days ahead',
    );
  });

  it('refuses an invalid date', () => {
    expect(windowProblem(new Date('not a date'), now)).toBe('Choose a delivery time');
  });

  it('checks the hour in New York time across the end of daylight saving time', () => {
    const saturday = at('2026-10-31T20:00:00-04:00');
    expect(windowProblem(at('2026-11-01T10:00:00-05:00'), saturday)).toBeNull();
    // 09:00 EST on Sunday would have been 10:00 EDT the day before.
    expect(windowProblem(at('2026-11-01T09:00:00-05:00'), saturday)).toBe(hoursMessage);
  });

  it('follows custom store hours and names them', () => {
    const hours = { opensHour: 8, closesHour: 12 };
    const early = at('2026-11-23T06:00:00-05:00');
    expect(windowProblem(at('2026-11-23T08:00:00-05:00'), early, hours)).toBeNull();
    expect(windowProblem(at('2026-11-23T11:00:00-05:00'), early, hours)).toBeNull();
    expect(windowProblem(at('2026-11-23T12:00:00-05:00'), early, hours)).toBe(
      'Delivery windows run on the hour between 8:00 AM and 12:00 PM',
    );
    expect(windowProblem(at('2026-11-23T15:00:00-05:00'), now)).toBeNull();
    expect(windowProblem(at('2026-11-23T15:00:00-05:00'), now, hours)).toBe(
      'Delivery windows run on the hour between 8:00 AM and 12:00 PM',
    );
  });
});
