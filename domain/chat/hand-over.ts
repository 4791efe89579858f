import { addDays } from 'date-fns';
import { hoursOn, isStoreOpen } from '../compliance/delivery-windows.ts';
import { type Hours } from '../compliance/store-hours.ts';
import { inNewYork } from '../time/new-york.ts';

/** The assistant's first line of every conversation (intent `greeting`). */
export const CHAT_GREETING =
  "Hi! I'm the New York Minute assistant. Ask me about delivery hours, fees, ZIP codes, your order or our policies — " +
  "or choose 'Speak to Real Person' at any time.";

/** With no claimed sessions to learn from, a person is expected within this many minutes per place in the queue. */
export const DEFAULT_CLAIM_MINUTES = 2;

/** A real estimate: the place in the queue times the median minutes to claim, rounded up, at least 1. */
export function expectedWaitMinutes(position: number, medianClaimSeconds: number | null): number {
  const perPlace = medianClaimSeconds === null ? DEFAULT_CLAIM_MINUTES : medianClaimSeconds / 60;
  return Math.max(1, Math.ceil(Math.max(1, position) * perPlace));
}

/** '10:00' (24-hour clock, New York time). */
const clock = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/** The New York hour the team is next at work after `now` (today's opening, or the next open day's). */
export function nextOpeningHour(now: Date, hours: Hours): number {
  const local = inNewYork(now);
  const today = hoursOn(hours, now);
  if (today.opensHour < today.closesHour && local.getHours() < today.opensHour) return today.opensHour;
  for (let d = 1; d <= 7; d += 1) {
    const day = hoursOn(hours, addDays(local, d));
    if (day.opensHour < day.closesHour) return day.opensHour;
  }
  return today.opensHour;
}

/** The assistant's line when the conversation is handed to a person: the wait inside hours, e-mail outside them. */
export function handOverMessage(
  now: Date,
  hours: Hours,
  queue: { position: number; medianClaimSeconds: number | null },
): string {
  if (isStoreOpen(now, hours)) {
    const minutes = expectedWaitMinutes(queue.position, queue.medianClaimSeconds);
    return `Thanks — a person from our team will join this chat. Expected wait: about ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  }
  return (
    `Our team is offline right now (back at ${clock(nextOpeningHour(now, hours))} New York time). ` +
    'Leave your question and your e-mail here and we will answer by e-mail.'
  );
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/** The first e-mail address in a guest's line (where to answer them out of hours), or null. */
export function emailIn(text: string): string | null {
  const found = EMAIL.exec(text)?.[0];
  return found && found.length <= 254 ? found.toLowerCase() : null;
}
