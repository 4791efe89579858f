import { COMPLIANCE } from './rules.ts';

// The store's hours as settings and words: no clock and no date library, so the storefront's first script can print
// them (the delivery windows, which need New York time, live in delivery-windows.ts).

/** Setting: opening hours in New York time, whole hours, `closesHour` exclusive. */
export interface StoreHours {
  opensHour: number;
  closesHour: number;
}

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Setting: opening hours for each New York weekday. */
export type WeeklyHours = Record<Weekday, StoreHours>;
/** One pair for every day, or one per weekday. */
export type Hours = StoreHours | WeeklyHours;

export const everyDay = (hours: StoreHours): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, { ...hours }])) as WeeklyHours;

export const DEFAULT_STORE_HOURS: StoreHours = {
  opensHour: COMPLIANCE.storeOpensHour,
  closesHour: COMPLIANCE.storeClosesHour,
};

/** 14 → '2:00 PM'; 0 and 24 → '12:00 AM'. */
export function hourLabel(hour: number): string {
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`;
}
