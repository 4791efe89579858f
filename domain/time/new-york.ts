import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { COMPLIANCE } from '../compliance/rules.ts';
import { lazyDateFormat } from '../lazy-date-format.ts';

// Business time is New York time, whatever the zone of the server or of the device showing it.

export const NEW_YORK = COMPLIANCE.timeZone;

/** An instant as a New York wall clock (date-fns reads and steps it in New York). */
export const inNewYork = (at: Date | number | string) => new TZDate(new Date(at), NEW_YORK);

const DAY = lazyDateFormat('en-CA', {
  timeZone: NEW_YORK,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The New York calendar day of an instant (now by default), YYYY-MM-DD. */
export const nyDay = (at: Date = new Date()) => DAY.format(at);

/** The instant a New York wall-clock time happens; a time the clocks skip reads as the hour after the change. */
const wallClock = (y: number, month: number, d: number, h = 0, mi = 0) =>
  new Date(new TZDate(y, month - 1, d, h, mi, 0, NEW_YORK).getTime());

/** The instant a New York calendar day (YYYY-MM-DD) starts. */
export function nyMidnight(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return wallClock(y, m, d);
}

/** The instant `hour`:`minute` New York time on the New York day of `day` (minutes past 59 roll on). */
export function nyTimeOn(day: Date, hour: number, minute = 0): Date {
  const local = inNewYork(day);
  return wallClock(local.getFullYear(), local.getMonth() + 1, local.getDate(), hour, minute);
}

/** The New York calendar day `by` days after `day` (before, when negative). */
export const shiftDay = (day: string, by: number) => nyDay(addDays(inNewYork(nyMidnight(day)), by));

/**
 * The instant a day typed in a filter (YYYY-MM-DD, a New York day) starts, or the day `daysAfter` it (1: the
 * exclusive end of a range ending on `day`); null for anything that is not a day.
 */
export function nyDayStart(day: string, daysAfter = 0): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = nyMidnight(daysAfter ? shiftDay(day, daysAfter) : day);
  return Number.isNaN(start.getTime()) ? null : start;
}

/** Today in New York as a local calendar date (its parts, not its instant), for day arithmetic with date-fns. */
export function nyToday(now: Date = new Date()): Date {
  const ny = inNewYork(now);
  return new Date(ny.getFullYear(), ny.getMonth(), ny.getDate());
}

/** A datetime-local value ('2026-12-31T23:59') read as New York time; null when incomplete. */
export function nyInstant(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  return wallClock(y, mo, d, h, mi);
}

/** An instant as the value of a datetime-local input in New York time: '2026-12-31T23:59'. */
export const toNyInput = (at: Date | string) => format(inNewYork(at), "yyyy-MM-dd'T'HH:mm");

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const CLOCK = lazyDateFormat('en-US', {
  timeZone: NEW_YORK,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday (0 = Sunday) and the HH:MM of an instant in New York. */
export function nyClock(at: Date): { day: number; time: string } {
  const parts = CLOCK.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAYS.indexOf(part('weekday')), time: `${part('hour')}:${part('minute')}` };
}

const TIME = lazyDateFormat('en-US', { timeZone: NEW_YORK, hour: 'numeric', minute: '2-digit' });
const LONG_DAY = lazyDateFormat('en-US', {
  timeZone: NEW_YORK,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const SPELLED = lazyDateFormat('en-US', {
  timeZone: NEW_YORK,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const SHORT = lazyDateFormat('en-US', {
  timeZone: NEW_YORK,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const SHORT_DAY = lazyDateFormat('en-US', {
  timeZone: NEW_YORK,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** How an instant is written for people, by where it is shown. */
const WORDINGS = {
  /** Staff screens: 'Dec 31, 2026, 11:59 PM'. */
  short: (at: Date) => SHORT.format(at),
  /** The draw's page and e-mails: 'Wednesday, December 9, 2026 at 1:00 PM New York time'. */
  spelled: (at: Date) => `${SPELLED.format(at)} New York time`,
  /** Official rules and entry pages: 'January 31, 2027 at 11:59 PM ET'. */
  rules: (at: Date) => `${LONG_DAY.format(at)} at ${TIME.format(at)} ET`,
};
export type NyWording = keyof typeof WORDINGS;

/** An instant in New York time, in the wording of the screen it is shown on. */
export const nyDateTime = (at: Date | string, wording: NyWording = 'short') =>
  WORDINGS[wording](new Date(at));

/** A New York clock time for people: '2:05 PM'. */
export const nyTime = (at: Date | string) => TIME.format(new Date(at));

/** A New York day for people: 'Dec 31, 2026'. */
export const nyDate = (at: Date | string) => SHORT_DAY.format(new Date(at));
