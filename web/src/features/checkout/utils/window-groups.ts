import { lazyDateFormat } from '#domain/lazy-date-format.ts';
import type { DeliveryWindow } from '#domain/compliance/delivery-windows.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';

export interface WindowOption {
  start: string;
  /** '2:00 PM–3:00 PM' */
  time: string;
}

export interface WindowGroup {
  /** New York calendar day, YYYY-MM-DD. */
  day: string;
  /** 'Today', 'Tomorrow' or 'Thursday, Nov 26'. */
  label: string;
  windows: WindowOption[];
}

const tz = COMPLIANCE.timeZone;
const dateKey = lazyDateFormat('en-CA', {
  timeZone: tz,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayFormat = lazyDateFormat('en-US', {
  timeZone: tz,
  weekday: 'long',
  month: 'short',
  day: 'numeric',
});
const timeFormat = lazyDateFormat('en-US', { timeZone: tz, hour: 'numeric', minute: '2-digit' });

/** The calendar day after a YYYY-MM-DD day (noon UTC keeps it clear of DST changes). */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The quote's one-hour windows grouped by New York day, in the order given. */
export function groupWindowsByDay(windows: readonly DeliveryWindow[], now: Date = new Date()): WindowGroup[] {
  const today = dateKey.format(now);
  const tomorrow = nextDay(today);
  const groups: WindowGroup[] = [];
  for (const window of windows) {
    const start = new Date(window.start);
    if (Number.isNaN(start.getTime())) continue;
    const day = dateKey.format(start);
    let group = groups.find((g) => g.day === day);
    if (!group) {
      const label = day === today ? 'Today' : day === tomorrow ? 'Tomorrow' : dayFormat.format(start);
      group = { day, label, windows: [] };
      groups.push(group);
    }
    const end = new Date(window.end);
    group.windows.push({
      start: window.start,
      time: `${timeFormat.format(start)}–${timeFormat.format(end)}`,
    });
  }
  return groups;
}
