import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { COMPLIANCE } from '../compliance/rules.ts';
import type { EarningsQuery } from './couriers-schemas.ts';

const dayIn = (day: string, zone: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, zone);
};

/**
 * The New York days an earnings period covers (`from`..`to` inclusive) and its instants (`start` inclusive, `end`
 * exclusive): today, this week from Monday, this month from the 1st, or the chosen days.
 */
export function earningWindow(query: EarningsQuery, now: Date) {
  const zone = COMPLIANCE.timeZone;
  const today = startOfDay(new TZDate(now, zone));
  let first = today;
  let last = today;
  if (query.period === 'week') first = startOfWeek(today, { weekStartsOn: 1 });
  if (query.period === 'month') first = startOfMonth(today);
  if (query.period === 'custom' && query.from && query.to) {
    first = dayIn(query.from, zone);
    last = dayIn(query.to, zone);
  }
  return {
    from: format(first, 'yyyy-MM-dd'),
    to: format(last, 'yyyy-MM-dd'),
    start: new Date(first.getTime()),
    end: new Date(startOfDay(addDays(last, 1)).getTime()),
  };
}
