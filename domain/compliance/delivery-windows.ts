import { lazyDateFormat } from '../lazy-date-format.ts';
import { addDays } from 'date-fns';
import {
  DEFAULT_STORE_HOURS,
  hourLabel,
  WEEKDAYS,
  type Hours,
  type StoreHours,
  type Weekday,
} from './store-hours.ts';
import { inNewYork, nyTimeOn } from '../time/new-york.ts';
import { NEW_YORK, nyDay, nyTime } from '../time/ny-format.ts';

/** The hours in force on the New York weekday of `at`. */
export function hoursOn(hours: Hours, at: Date): StoreHours {
  if ('opensHour' in hours) return hours;
  return hours[WEEKDAYS[inNewYork(at).getDay()] as Weekday];
}

/** Scheduled windows are offered for today and the next two days. */
export const SCHEDULE_DAYS = 3;
/** A scheduled window starts at least this long after the order is placed. */
const LEAD_MINUTES = 60;
const HOUR_MS = 3_600_000;

export interface DeliveryWindow {
  /** ISO instant (UTC) of the window start; the end is one hour later. */
  start: string;
  end: string;
  label: string;
}

export function isStoreOpen(now: Date, weekly: Hours = DEFAULT_STORE_HOURS): boolean {
  const hours = hoursOn(weekly, now);
  const hour = inNewYork(now).getHours();
  return hour >= hours.opensHour && hour < hours.closesHour;
}

const dayFormat = lazyDateFormat('en-US', {
  timeZone: NEW_YORK,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** 'Today, 2:00 PM–3:00 PM' or 'Tue, Nov 24, 2:00 PM–3:00 PM', in New York time. */
export function windowLabel(start: Date, end: Date, now: Date = new Date()): string {
  const day = nyDay(start) === nyDay(now) ? 'Today' : dayFormat.format(start);
  return `${day}, ${nyTime(start)}–${nyTime(end)}`;
}

/** One-hour windows inside opening hours over the next three New York days, the first at least an hour away. */
export function deliveryWindows(now: Date, weekly: Hours = DEFAULT_STORE_HOURS): DeliveryWindow[] {
  const today = inNewYork(now);
  const earliest = now.getTime() + LEAD_MINUTES * 60_000;
  const windows: DeliveryWindow[] = [];
  for (let d = 0; d < SCHEDULE_DAYS; d += 1) {
    const day = addDays(today, d);
    const hours = hoursOn(weekly, day);
    for (let h = hours.opensHour; h < hours.closesHour; h += 1) {
      const start = nyTimeOn(day, h);
      if (start.getTime() < earliest) continue;
      const end = new Date(start.getTime() + HOUR_MS);
      windows.push({
        start: new Date(start.getTime()).toISOString(),
        end: end.toISOString(),
        label: windowLabel(start, end, now),
      });
    }
  }
  return windows;
}

/** Null when a scheduled window starting at `start` can be booked now; otherwise why not. */
export function windowProblem(start: Date, now: Date, weekly: Hours = DEFAULT_STORE_HOURS): string | null {
  if (Number.isNaN(start.getTime())) return 'Choose a delivery time';
  const hours = hoursOn(weekly, start);
  const local = inNewYork(start);
  const onTheHour = local.getMinutes() === 0 && local.getSeconds() === 0 && local.getMilliseconds() === 0;
  const inHours = local.getHours() >= hours.opensHour && local.getHours() < hours.closesHour;
  if (!onTheHour || !inHours) {
    return `Delivery windows run on the hour between ${hourLabel(hours.opensHour)} and ${hourLabel(hours.closesHour)}`;
  }
  if (start.getTime() <= now.getTime()) return 'That delivery window has already started; choose a later one';
  // The same New York days `deliveryWindows` offers: today and the next two.
  const lastDay = addDays(inNewYork(now), SCHEDULE_DAYS - 1);
  if (nyDay(start) > nyDay(lastDay)) {
    return `Deliveries can be scheduled up to ${SCHEDULE_DAYS} days ahead`;
  }
  return null;
}

export function closedMessage(weekly: Hours = DEFAULT_STORE_HOURS, at: Date = new Date()): string {
  const hours = hoursOn(weekly, at);
  return `ASAP delivery is available only while we are open (${hourLabel(hours.opensHour)}–${hourLabel(hours.closesHour)}); choose a scheduled window`;
}
