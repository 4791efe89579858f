import { addDays, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import type { EarningsQuery } from './couriers-schemas.ts';
import { inNewYork, nyMidnight } from '../time/new-york.ts';

const dayIn = (day: string) => inNewYork(nyMidnight(day));

/**
 * The New York days an earnings period covers (`from`..`to` inclusive) and its instants (`start` inclusive, `end`
 * exclusive): today, this week from Monday, this month from the 1st, or the chosen days.
 */
export function earningWindow(query: EarningsQuery, now: Date) {
  const today = startOfDay(inNewYork(now));
  let first = today;
  let last = today;
  if (query.period === 'week') first = startOfWeek(today, { weekStartsOn: 1 });
  if (query.period === 'month') first = startOfMonth(today);
  if (query.period === 'custom' && query.from && query.to) {
    first = dayIn(query.from);
    last = dayIn(query.to);
  }
  return {
    from: format(first, 'yyyy-MM-dd'),
    to: format(last, 'yyyy-MM-dd'),
    start: new Date(first.getTime()),
    end: new Date(startOfDay(addDays(last, 1)).getTime()),
  };
}
