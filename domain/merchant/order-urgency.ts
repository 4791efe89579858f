import type { OrderStatus } from '../orders/status.ts';
import { nyDay, nyTime } from '../time/ny-format.ts';
import { openingLabel } from './closure-label.ts';

/** When a card on the shop's board turns amber ('warning') and red ('late'), in minutes. */
export const URGENCY_THRESHOLDS = {
  /** Waiting to be accepted: amber from this many minutes… */
  acceptWarnMinutes: 3,
  /** …and late from this many (the customer is still waiting for a yes). */
  acceptLateMinutes: 6,
  /** Amber when this many minutes or fewer are left before the order is due. */
  dueWarnMinutes: 15,
  /** Beyond this many minutes left, the due time is shown without a countdown. */
  countdownMinutes: 120,
} as const;

export const URGENCY_LEVELS = ['ok', 'warning', 'late'] as const;
export type Urgency = (typeof URGENCY_LEVELS)[number];

/** What the board knows of an order, as the server sent it (ISO instants). */
export interface UrgencyInput {
  status: OrderStatus;
  held: boolean;
  placedAt: string;
  /** When the shop accepted it; null while it awaits acceptance. */
  acceptedAt: string | null;
  /** The end of the delivery window: for ASAP orders the store's promise from checkout. */
  windowEnd: string;
}

export interface CardUrgency {
  level: Urgency;
  /** 'Waiting 7 min to be accepted', 'Accepted 12 min ago', 'Held for review'. */
  timer: string;
  timerLevel: Urgency;
  /** 'Due 2:40 PM — 5 min left', 'Late: due 2:40 PM, 6 min ago'. */
  due: string;
  dueLevel: Urgency;
}

const MINUTE = 60_000;
const RANK: Record<Urgency, number> = { ok: 0, warning: 1, late: 2 };
const worst = (a: Urgency, b: Urgency) => (RANK[a] >= RANK[b] ? a : b);

/** '7 min', '1 h', '1 h 5 min'. */
export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

/** Whether the shop still has to say yes to the order: the sound rings for these. */
export const awaitsAcceptance = (o: { status: OrderStatus; held: boolean }) =>
  o.status === 'pending' && !o.held;

function timerOf(o: UrgencyInput, now: number): { text: string; level: Urgency } {
  if (o.status === 'pending' && o.held) return { text: 'Held for review', level: 'ok' };
  if (o.status === 'pending') {
    const waited = Math.max(0, Math.floor((now - Date.parse(o.placedAt)) / MINUTE));
    const level: Urgency =
      waited >= URGENCY_THRESHOLDS.acceptLateMinutes
        ? 'late'
        : waited >= URGENCY_THRESHOLDS.acceptWarnMinutes
          ? 'warning'
          : 'ok';
    const text = waited < 1 ? 'New: waiting to be accepted' : `Waiting ${minutesText(waited)} to be accepted`;
    return { text, level };
  }
  const since = Math.max(0, Math.floor((now - Date.parse(o.acceptedAt ?? o.placedAt)) / MINUTE));
  return { text: since < 1 ? 'Accepted just now' : `Accepted ${minutesText(since)} ago`, level: 'ok' };
}

function dueOf(o: UrgencyInput, now: number): { text: string; level: Urgency } {
  const due = new Date(o.windowEnd);
  const at = nyDay(due) === nyDay(new Date(now)) ? nyTime(due) : openingLabel(due, new Date(now));
  const ms = due.getTime() - now;
  if (ms <= 0) {
    const ago = Math.floor(-ms / MINUTE);
    return { text: `Late: due ${at}, ${ago < 1 ? 'just now' : `${minutesText(ago)} ago`}`, level: 'late' };
  }
  const left = Math.ceil(ms / MINUTE);
  if (left > URGENCY_THRESHOLDS.countdownMinutes) return { text: `Due ${at}`, level: 'ok' };
  const level: Urgency = left <= URGENCY_THRESHOLDS.dueWarnMinutes ? 'warning' : 'ok';
  return { text: `Due ${at} — ${minutesText(left)} left`, level };
}

/** How pressing an order on the board is at `now` (ms), and why in words: the worse of its wait and its due time. */
export function orderUrgency(o: UrgencyInput, now: number): CardUrgency {
  const timer = timerOf(o, now);
  const due = dueOf(o, now);
  return {
    level: worst(timer.level, due.level),
    timer: timer.text,
    timerLevel: timer.level,
    due: due.text,
    dueLevel: due.level,
  };
}
