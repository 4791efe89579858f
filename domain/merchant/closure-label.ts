import { lazyDateFormat } from '../lazy-date-format.ts';
import { NEW_YORK } from '../time/ny-format.ts';

const near = lazyDateFormat('en-US', {
  timeZone: NEW_YORK,
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
const far = lazyDateFormat('en-US', {
  timeZone: NEW_YORK,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Tue 9:00 AM' (within six days), or 'Tue, Dec 1, 9:00 AM', in New York time. */
export function openingLabel(at: Date, now: Date): string {
  if (at.getTime() - now.getTime() > 6 * 86_400_000) return far.format(at);
  return near.format(at).replace(',', '');
}

/** '<Shop> is closed until Tue 9:00 AM — scheduled delivery only' while a temporary closure runs; else null. */
export function closureNotice(shop: { name: string; closedUntil?: string | null }, now: Date): string | null {
  if (!shop.closedUntil) return null;
  const until = new Date(shop.closedUntil);
  if (until.getTime() <= now.getTime()) return null;
  return `${shop.name} is closed until ${openingLabel(until, now)} — scheduled delivery only`;
}
