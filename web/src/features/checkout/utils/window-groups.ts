import { lazyDateFormat } from '#domain/lazy-date-format.ts';
import type { DeliveryWindow } from '#domain/compliance/delivery-windows.ts';
import { shiftDay } from '#domain/time/new-york.ts';
import { NEW_YORK, nyDay, nyTime } from '#domain/time/ny-format.ts';

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

const dayFormat = lazyDateFormat('en-US', {
  timeZone: NEW_YORK,
  weekday: 'long',
  month: 'short',
  day: 'numeric',
});

/** The quote's one-hour windows grouped by New York day, in the order given. */
export function groupWindowsByDay(windows: readonly DeliveryWindow[], now: Date = new Date()): WindowGroup[] {
  const today = nyDay(now);
  const tomorrow = shiftDay(today, 1);
  const groups: WindowGroup[] = [];
  for (const window of windows) {
    const start = new Date(window.start);
    if (Number.isNaN(start.getTime())) continue;
    const day = nyDay(start);
    let group = groups.find((g) => g.day === day);
    if (!group) {
      const label = day === today ? 'Today' : day === tomorrow ? 'Tomorrow' : dayFormat.format(start);
      group = { day, label, windows: [] };
      groups.push(group);
    }
    const end = new Date(window.end);
    group.windows.push({
      start: window.start,
      time: `${nyTime(start)}–${nyTime(end)}`,
    });
  }
  return groups;
}
