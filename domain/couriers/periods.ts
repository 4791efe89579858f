import { startOfDay, startOfWeek } from 'date-fns';
import { inNewYork } from '../time/new-york.ts';

/** Midnight today and on Monday of this week, in New York (earnings periods). */
export function earningPeriods(now: Date): { today: Date; week: Date } {
  const local = inNewYork(now);
  return {
    today: new Date(startOfDay(local).getTime()),
    week: new Date(startOfWeek(local, { weekStartsOn: 1 }).getTime()),
  };
}
