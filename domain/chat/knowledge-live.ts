import type { StoreSettings } from '../admin/settings.ts';
import { BOROUGHS, boroughForZip, type Borough } from '../compliance/delivery-area.ts';
import { hourLabel, isStoreOpen, WEEKDAYS, type StoreHours } from '../compliance/delivery-windows.ts';
import { COMPLIANCE } from '../compliance/rules.ts';
import { formatUsd } from '../money.ts';
import type { LiveFact } from './knowledge.ts';

/** The settings the assistant's answers quote, read fresh for every reply. */
export type LiveSettings = Pick<
  StoreSettings,
  | 'storeHours'
  | 'deliveryFees'
  | 'freeDeliveryThresholdCents'
  | 'firstOrderPercent'
  | 'deliveryZips'
  | 'edibleLimits'
  | 'features'
>;

const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};
/** Monday first, as people read a week. */
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const span = (h: StoreHours) => `${hourLabel(h.opensHour)}–${hourLabel(h.closesHour)}`;

/** 'every day 10:00 AM–10:00 PM' or 'Mon–Fri 10:00 AM–10:00 PM, Sat–Sun 11:00 AM–11:00 PM'. */
export function weeklyHoursText(hours: LiveSettings['storeHours']): string {
  const runs: { from: string; to: string; text: string }[] = [];
  for (const day of WEEK) {
    const text = span(hours[day]);
    const last = runs.at(-1);
    if (last?.text === text) last.to = day;
    else runs.push({ from: day, to: day, text });
  }
  if (runs.length === 1) return `every day ${runs[0]!.text}`;
  return runs
    .map(
      (r) =>
        `${DAY_NAMES[r.from as 'mon']}${r.to === r.from ? '' : `–${DAY_NAMES[r.to as 'mon']}`} ${r.text}`,
    )
    .join(', ');
}

/** The boroughs with at least one served ZIP, in the usual order: 'Manhattan, Brooklyn and Queens'. */
export function servedBoroughs(zips: readonly string[]): Borough[] {
  return BOROUGHS.filter((b) => zips.some((zip) => boroughForZip(zip) === b));
}

export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

function hoursAnswer(s: LiveSettings, now: Date): string {
  const open = isStoreOpen(now, s.storeHours);
  return `We deliver to residential addresses in ${listText(servedBoroughs(s.deliveryZips))}, ${weeklyHoursText(s.storeHours)} New York time. ${
    open
      ? 'We are open now, so you can choose ASAP at checkout.'
      : 'We are closed right now: orders placed now are delivered in the next open window.'
  }`;
}

function feesAnswer(s: LiveSettings): string {
  const boroughs = servedBoroughs(s.deliveryZips);
  const fees = boroughs.map((b) => `${b} ${formatUsd(s.deliveryFees[b])}`);
  return `Delivery is free on orders of ${formatUsd(s.freeDeliveryThresholdCents)} or more, and on your first order. Below that the fee depends on the borough: ${listText(fees)}. Checkout shows the fee for your address before you confirm.`;
}

function firstOrderAnswer(s: LiveSettings): string {
  if (s.firstOrderPercent <= 0) {
    return `Your first order ships free whatever its size, and delivery is always free on orders of ${formatUsd(s.freeDeliveryThresholdCents)} or more.`;
  }
  return `Yes: ${s.firstOrderPercent}% off your first order, plus free delivery on that order whatever its size. The discount is shown on your order summary before you confirm.`;
}

function limitsAnswer(s: LiveSettings): string {
  const e = s.edibleLimits;
  return `New York limits each order to 3 oz (${COMPLIANCE.flowerGramsPerOrder} g) of flower, pre-rolls included, and ${COMPLIANCE.concentrateGramsPerOrder} g of concentrates, vapes included. Edibles: at most ${e.mgPerServing} mg THC a serving, ${e.mgPerPackage} mg a package and ${e.mgPerOrder.toLocaleString('en-US')} mg an order. Your cart shows how much of each allowance you have used.`;
}

function areaAnswer(s: LiveSettings): string {
  return `We deliver to residential addresses in ${listText(servedBoroughs(s.deliveryZips))}. Tell me your 5-digit ZIP code and I will check it for you; checkout checks it too before you pay.`;
}

/** The giveaway article's words while the feature is on; a plain 'not now' while an admin has it off. */
function giveawayAnswer(s: LiveSettings, text: string): string {
  if (s.features.giveaway) return text;
  return 'We are not running a giveaway right now. When we do, entering is free (no purchase is necessary) and the official rules page explains the dates, the prize and how winners are drawn.';
}

/** The answer of a live article, from the settings in force at `now`. */
export function liveAnswer(fact: LiveFact, settings: LiveSettings, now: Date, text = ''): string {
  switch (fact) {
    case 'hours':
      return hoursAnswer(settings, now);
    case 'fees':
      return feesAnswer(settings);
    case 'firstOrder':
      return firstOrderAnswer(settings);
    case 'limits':
      return limitsAnswer(settings);
    case 'area':
      return areaAnswer(settings);
    case 'giveaway':
      return giveawayAnswer(settings, text);
  }
}

/** A ZIP check against the served ZIPs: 'Yes, we deliver to 11201 (Brooklyn)…' or why not. */
export function zipAnswer(zip: string, settings: LiveSettings): { served: boolean; message: string } {
  const borough = boroughForZip(zip, settings.deliveryZips);
  const area = listText(servedBoroughs(settings.deliveryZips));
  if (borough) {
    return {
      served: true,
      message: `Yes, we deliver to ${zip} (${borough}), to residential addresses, ${weeklyHoursText(settings.storeHours)} New York time. The delivery fee there is ${formatUsd(settings.deliveryFees[borough])}, free on orders of ${formatUsd(settings.freeDeliveryThresholdCents)} or more.`,
    };
  }
  return {
    served: false,
    message: `Sorry, ${zip} is outside our delivery area (${area}). We can only deliver to residential addresses there.`,
  };
}
