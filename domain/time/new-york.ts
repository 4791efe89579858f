import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { NEW_YORK, nyDay } from './ny-format.ts';

// Business time is New York time, whatever the zone of the server or of the device showing it. Here: stepping and
// reading wall clocks with date-fns in New York; how an instant is written is in ny-format.ts (Intl only).

/** An instant as a New York wall clock (date-fns reads and steps it in New York). */
export const inNewYork = (at: Date | number | string) => new TZDate(new Date(at), NEW_YORK);

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
