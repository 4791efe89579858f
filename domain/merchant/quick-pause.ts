import { z } from 'zod';
import type { Contract } from '../http.ts';
import { nyMidnight, nyTimeOn, shiftDay } from '../time/new-york.ts';
import { nyClock, nyDay, nyTime } from '../time/ny-format.ts';
import { openingLabel } from './closure-label.ts';
import type { ShopWeek } from './shop-hours.ts';

/** The board's one-tap pauses of new ASAP orders; each is a temporary closure the server times. */
export const QUICK_PAUSES = ['30m', '1h', 'today'] as const;
export type QuickPause = (typeof QUICK_PAUSES)[number];

export const QUICK_PAUSE_LABELS: Record<QuickPause, string> = {
  '30m': 'Pause 30 min',
  '1h': 'Pause 1 hour',
  today: 'Pause for the rest of today',
};

export const PAUSE_MESSAGES = {
  choose: 'Choose how long to pause: 30 min, 1 hour or the rest of today',
  alreadyPaused: (until: string) => `The shop is already paused until ${until}; resume it first`,
} as const;

/** `POST /api/merchant/pause`. */
export const QuickPauseSchema = z.strictObject({
  pause: z.enum(QUICK_PAUSES, { error: PAUSE_MESSAGES.choose }),
});

const MINUTE = 60_000;
const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * When a quick pause taken at `now` ends: 30 minutes or an hour of real time; the rest of today is the end of the
 * shop's hours today in New York, or New York's next midnight when it has no hours left today.
 */
export function quickPauseEnd(pause: QuickPause, week: ShopWeek, now: Date): Date {
  if (pause === '30m') return new Date(now.getTime() + 30 * MINUTE);
  if (pause === '1h') return new Date(now.getTime() + 60 * MINUTE);
  const { day, time } = nyClock(now);
  const hours = week[String(day)];
  if (hours && hours.closes > time) return nyTimeOn(now, 0, minutesOf(hours.closes));
  return nyMidnight(shiftDay(nyDay(now), 1));
}

/** 'Paused until 3:15 PM' today, 'Paused until Tue 9:00 AM' on another day (New York time). */
export function pausedUntilLabel(until: Date, now: Date): string {
  return `Paused until ${pausedUntilTime(until, now)}`;
}

export const pausedUntilTime = (until: Date, now: Date) =>
  nyDay(until) === nyDay(now) ? nyTime(until) : openingLabel(until, now);

/** The shop's state for the board: paused (a temporary closure running) until when, open now, and why not. */
export const ShopPauseResponseSchema = z.strictObject({
  pausedUntil: z.iso.datetime({ offset: true }).nullable(),
  openNow: z.boolean(),
  /** 'Open now', or why not ('… is closed until Tue 9:00 AM'). */
  status: z.string(),
});
export type ShopPauseResponse = z.infer<typeof ShopPauseResponseSchema>;

export const merchantPauseContracts = {
  'GET /api/merchant/pause': ShopPauseResponseSchema,
  'POST /api/merchant/pause': ShopPauseResponseSchema,
  'DELETE /api/merchant/pause': ShopPauseResponseSchema,
} satisfies Record<string, Contract>;
