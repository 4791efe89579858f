import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { openingLabel } from './closure-label.ts';
import { inNewYork, nyTimeOn } from '../time/new-york.ts';

/** A shop's hours on one New York weekday, 'HH:MM' in New York time (`closes` after `opens`); null = closed. */
export interface ShopDayHours {
  opens: string;
  closes: string;
}
/** Keyed "0" (Sunday) to "6" (Saturday). */
export type ShopWeek = Record<string, ShopDayHours | null>;

/** What decides whether a shop takes orders at an instant: its weekly hours and a temporary closure. */
export interface ShopSchedule {
  openingHours: ShopWeek;
  /** Closed (temporarily) before this instant; null or past when not closed. */
  closedUntil: Date | null;
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The instant `time` ('HH:MM') on the New York day of `day` (a TZDate in New York), DST-safe. */
function instantOn(day: TZDate, time: string): Date {
  return nyTimeOn(day, 0, minutesOf(time));
}

/** The shop's open interval on the New York day of `day`, or null when it is closed that day. */
function intervalOn(week: ShopWeek, day: TZDate): { start: Date; end: Date } | null {
  const hours = week[String(day.getDay())];
  if (!hours || minutesOf(hours.closes) <= minutesOf(hours.opens)) return null;
  return { start: instantOn(day, hours.opens), end: instantOn(day, hours.closes) };
}

const isClosedTemporarily = (s: ShopSchedule, at: Date) =>
  Boolean(s.closedUntil && s.closedUntil.getTime() > at.getTime());

/** Whether the shop's weekly hours cover `at` (ignoring a temporary closure). */
function withinHours(week: ShopWeek, at: Date): boolean {
  const span = intervalOn(week, inNewYork(at));
  return Boolean(span && at >= span.start && at < span.end);
}

/** Whether the shop takes orders at `at`: inside its hours for that New York day and not temporarily closed. */
export function isShopOpen(s: ShopSchedule, at: Date): boolean {
  return !isClosedTemporarily(s, at) && withinHours(s.openingHours, at);
}

/** The first instant at or after `from` when the shop is open (closure over, inside its hours); null within 3 weeks. */
export function nextOpening(s: ShopSchedule, from: Date): Date | null {
  const after = isClosedTemporarily(s, from) ? s.closedUntil! : from;
  if (withinHours(s.openingHours, after)) return after;
  const first = inNewYork(after);
  for (let d = 0; d < 21; d += 1) {
    const span = intervalOn(s.openingHours, addDays(first, d));
    if (span && span.start >= after) return span.start;
  }
  return null;
}

/** Whether a delivery window [start, end) lies inside one open stretch of the shop, after any closure. */
export function shopOpenFor(s: ShopSchedule, start: Date, end: Date): boolean {
  if (isClosedTemporarily(s, start)) return false;
  const span = intervalOn(s.openingHours, inNewYork(start));
  return Boolean(span && start >= span.start && end <= span.end);
}

/**
 * Why the shop takes no ASAP order at `now`, worded for the customer; null when it is open.
 * '<Shop> is closed until Tue 9:00 AM' for a temporary closure, '<Shop> is outside its opening hours (opens …)'.
 */
export function shopClosedReason(name: string, s: ShopSchedule, now: Date): string | null {
  if (isShopOpen(s, now)) return null;
  const next = nextOpening(s, now);
  if (isClosedTemporarily(s, now)) {
    return `${name} is closed until ${openingLabel(next ?? s.closedUntil!, now)}`;
  }
  return next
    ? `${name} is outside its opening hours (opens ${openingLabel(next, now)})`
    : `${name} is outside its opening hours`;
}
