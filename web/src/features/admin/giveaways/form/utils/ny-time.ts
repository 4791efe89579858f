import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { COMPLIANCE } from '#domain/compliance/rules.ts';

// Giveaway dates are New York times whatever the admin's own time zone.

const TZ = COMPLIANCE.timeZone;

/** An instant as the value of a datetime-local input in New York time: '2026-12-31T23:59'. */
export const toNyInput = (iso: string) => format(new TZDate(new Date(iso), TZ), "yyyy-MM-dd'T'HH:mm");

/** A datetime-local value read as New York time, as an ISO instant (UTC); null when incomplete. */
export function fromNyInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, TZ).getTime()).toISOString();
}

const label = new Intl.DateTimeFormat('en-US', {
  timeZone: TZ,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dayLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: TZ,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Dec 31, 2026, 11:59 PM' in New York. */
export const nyDateTime = (iso: string) => label.format(new Date(iso));
/** 'Dec 31, 2026' in New York. */
export const nyDate = (iso: string) => dayLabel.format(new Date(iso));
