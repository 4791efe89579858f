import { lazyDateFormat } from '#domain/lazy-date-format.ts';
import { NEW_YORK, nyDate, nyDay, nyTime } from '#domain/time/ny-format.ts';

const dayAndTime = lazyDateFormat('en-US', {
  timeZone: NEW_YORK,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** New York clock time: '2:05 PM'. */
export const formatClock = (iso: string): string => nyTime(iso);

/** New York time of an order event: '2:05 PM' today, 'Mon, Jan 5, 2:05 PM' on another day. */
export function formatEventTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  return nyDay(at) === nyDay(now) ? nyTime(at) : dayAndTime.format(at);
}

/** The day an order was placed, in New York: 'Jan 5, 2026'. */
export function formatOrderDate(iso: string): string {
  return nyDate(iso);
}

/** How old a courier position is: 'Updated 8 seconds ago'; a clock time once it is an hour old. */
export function formatUpdatedAgo(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (Number.isNaN(seconds)) return 'Updated recently';
  if (seconds < 5) return 'Updated just now';
  if (seconds < 60) return `Updated ${seconds} seconds ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Updated ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  return `Updated at ${formatClock(iso)}`;
}
