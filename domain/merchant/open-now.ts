import { COMPLIANCE } from '../compliance/rules.ts';
import { nyClock } from '../time/ny-format.ts';

export type WeekHours = Record<string, { opens: string; closes: string } | null>;

/** Is a shop open at `at`: inside today's hours and not under a closure that still runs. */
export function shopOpenAt(hours: WeekHours, closedUntil: Date | null, at: Date): boolean {
  if (closedUntil && closedUntil > at) return false;
  const { day, time } = nyClock(at);
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
