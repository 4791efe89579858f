import type { WeeklyHours } from '../compliance/store-hours.ts';
import { shopHoursText, weeklyHoursText } from '../compliance/hours-text.ts';
import { shopOpenAt, type WeekHours } from '../merchant/open-now.ts';

/** A partner shop as the assistant quotes it: its own opening hours and any temporary closure. */
export interface ShopHoursFacts {
  name: string;
  slug: string;
  openingHours: WeekHours;
  /** The end (ISO) of a temporary closure, or null. */
  closedUntil: string | null;
}

const SMALL = new Set(['and', 'the', 'of', 'co', 'shop', 'nyc', 'cannabis', 'dispensary', 'store']);
const HOURS_WORDS = /\b(hours?|open|opens|opening|close|closes|closing|closed|when|time)\b/;

/** The words that name a shop: 'Larkspur & Lime' → ['larkspur', 'lime']. */
const nameWords = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 && !SMALL.has(w));

/** The shop a (normalized) line asks the hours of: it names the shop's first distinctive word and an hours word. */
export function shopAskedAbout<S extends ShopHoursFacts>(line: string, shops: readonly S[]): S | null {
  if (!HOURS_WORDS.test(line)) return null;
  const words = new Set(line.split(' '));
  return shops.find((s) => nameWords(s.name).some((w) => words.has(w))) ?? null;
}

/** 'Larkspur & Lime is open Mon–Sat 10:00 AM–10:00 PM, Sun closed (its own hours, New York time). …' */
export function shopHoursAnswer(shop: ShopHoursFacts, storeHours: WeeklyHours, now: Date): string {
  const closure =
    shop.closedUntil && new Date(shop.closedUntil) > now
      ? ' It is closed for now, so its products can only be scheduled for later.'
      : shopOpenAt(shop.openingHours, null, now)
        ? ' It is open now.'
        : ' It is closed right now.';
  return `${shop.name} is open ${shopHoursText(shop.openingHours)} (the shop's own hours, New York time).${closure} Our store-wide delivery hours are ${weeklyHoursText(storeHours)}, so an order from ${shop.name} is delivered when both are open.`;
}
