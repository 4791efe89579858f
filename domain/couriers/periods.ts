import { TZDate } from '@date-fns/tz';
import { startOfDay, startOfWeek } from 'date-fns';
import { COMPLIANCE } from '../compliance/rules.ts';

/** Midnight today and on Monday of this week, in New York (earnings periods). */
export function earningPeriods(now: Date): { today: Date; week: Date } {
  const local = new TZDate(now, COMPLIANCE.timeZone);
  return {
    today: new Date(startOfDay(local).getTime()),
    week: new Date(startOfWeek(local, { weekStartsOn: 1 }).getTime()),
  };
}
