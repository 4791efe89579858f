import { COMPLIANCE } from '../compliance/rules.ts';
import { lazyDateFormat } from '../lazy-date-format.ts';

export type WeekHours = Record<string, { opens: string; closes: string } | null>;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const CLOCK = lazyDateFormat('en-US', {
  timeZone: COMPLIANCE.timeZone,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday (0 = Sunday) and the HH:MM of an instant in New York, where the shops are. */
export function newYorkClock(at: Date): { day: number; time: string } {
  const parts = CLOCK.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAYS.indexOf(part('weekday')), time: `${part('hour')}:${part('minute')}` };
}

/** Is a shop open at `at`: inside today's hours and not under a closure that still runs. */
export function shopOpenAt(hours: WeekHours, closedUntil: Date | null, at: Date): boolean {
  if (closedUntil && closedUntil > at) return false;
  const { day, time } = newYorkClock(at);
  const today = hours[String(day)];
  return Boolean(today && today.opens <= time && time < today.closes);
}

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A new partner shop's hours until its owner sets its own: the store's delivery hours, every day. */
export const DEFAULT_SHOP_HOURS: WeekHours = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((d) => [
    String(d),
    { opens: pad(COMPLIANCE.storeOpensHour), closes: pad(COMPLIANCE.storeClosesHour) },
  ]),
);
