import type { DayHours } from '#domain/catalog/shops-response.ts';
import { lazyDateFormat } from '#domain/lazy-date-format.ts';
import { formatTime } from './format.ts';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Monday first, the way opening hours are usually read. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export interface HoursRow {
  day: string;
  hours: string;
  today: boolean;
}

const WEEKDAY = lazyDateFormat('en-US', { weekday: 'long', timeZone: 'America/New_York' });

/** Today's weekday in New York, where the shops are, whatever the visitor's clock says. */
function newYorkWeekday(now: Date): number {
  return DAY_NAMES.indexOf(WEEKDAY.format(now));
}

export function hoursRows(openingHours: Record<string, DayHours | null>, now = new Date()): HoursRow[] {
  const today = newYorkWeekday(now);
  return WEEK_ORDER.map((index) => {
    const hours = openingHours[String(index)];
    return {
      day: DAY_NAMES[index]!,
      hours: hours ? `${formatTime(hours.opens)} – ${formatTime(hours.closes)}` : 'Closed',
      today: index === today,
    };
  });
}
