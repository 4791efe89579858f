import { COMPLIANCE } from '../compliance/rules.ts';
import { lazyDateFormat } from '../lazy-date-format.ts';

// New York time written out with the platform's Intl alone: a page that only shows times (the courier app, the
// storefront) loads no date library. Stepping and reading wall clocks is in new-york.ts.

export const NEW_YORK = COMPLIANCE.timeZone;

const DAY = lazyDateFormat('en-CA', {
  timeZone: NEW_YORK,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const INPUT = lazyDateFormat('en-CA', {
  timeZone: NEW_YORK,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The New York calendar day of an instant (now by default), YYYY-MM-DD. */

export const nyDay = (at: Date = new Date()) => DAY.format(at);

/** An instant as the value of a datetime-local input in New York time: '2026-12-31T23:59'. */
export function toNyInput(at: Date | string): string {
  // Intl, not date-fns `format`: that one brings its formatters and English locale (about 6 KB gzip) to every
  // chunk that reads a New York time.
  const parts = INPUT.formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

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
