import type { StoreSettings } from '../admin/settings.ts';
import { BOROUGHS, boroughForZip, type Borough } from '../compliance/delivery-area.ts';
import { isStoreOpen } from '../compliance/delivery-windows.ts';
import { weeklyHoursText } from '../compliance/hours-text.ts';
import { COMPLIANCE } from '../compliance/rules.ts';
import { formatUsd } from '../money.ts';
import type { LiveFact } from './knowledge.ts';
import { isServedBoroughName } from './boroughs.ts';
import { firstOrderText, freeDeliveryClause, GUEST, offerSentence, type Visitor } from './offers.ts';

export { weeklyHoursText };

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
  return `Our store-wide delivery hours: we deliver to residential addresses in ${listText(servedBoroughs(s.deliveryZips))}, ${weeklyHoursText(s.storeHours)} New York time. Each partner shop also keeps its own hours (name a shop and I will tell you its hours), and an order is delivered while its shop is open too. ${
    open
      ? 'We are open now, so you can choose ASAP at checkout.'
      : 'We are closed right now: orders placed now are delivered in the next open window.'
  }`;
}

function feesAnswer(s: LiveSettings, v: Visitor): string {
  const boroughs = servedBoroughs(s.deliveryZips);
  const fees = boroughs.map((b) => `${b} ${formatUsd(s.deliveryFees[b])}`);
  const free = freeDeliveryClause(s, v);
  return `Delivery is ${free}. Below that the fee depends on the borough: ${listText(fees)}. ${offerSentence(s, v)} Checkout shows the fee for your address before you confirm.`;
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

/** The answer of a live article, from the settings in force at `now`, worded for this visitor's offers. */
export function liveAnswer(
  fact: LiveFact,
  settings: LiveSettings,
  now: Date,
  text = '',
  visitor: Visitor = GUEST,
): string {
  switch (fact) {
    case 'hours':
      return hoursAnswer(settings, now);
    case 'fees':
      return feesAnswer(settings, visitor);
    case 'firstOrder':
      return firstOrderText(settings, visitor);
    case 'limits':
      return limitsAnswer(settings);
    case 'area':
      return areaAnswer(settings);
    case 'giveaway':
      return giveawayAnswer(settings, text);
  }
}

/** A ZIP check against the served ZIPs: 'Yes, we deliver to 11201 (Brooklyn)…' or why not. */
export function zipAnswer(
  zip: string,
  settings: LiveSettings,
  visitor: Visitor = GUEST,
): { served: boolean; message: string } {
  // The same look-up checkout prices with: the ZIP must be one the settings serve.
  const borough = boroughForZip(zip, settings.deliveryZips);
  const area = listText(servedBoroughs(settings.deliveryZips));
  if (borough) {
    return {
      served: true,
      message: `Yes, we deliver to ${zip} (${borough}), to residential addresses, ${weeklyHoursText(settings.storeHours)} New York time. ${feeText(borough, settings, visitor)}`,
    };
  }
  return {
    served: false,
    message: `Sorry, ${zip} is outside our delivery area (${area}). We can only deliver to residential addresses there.`,
  };
}

/** 'The delivery fee in Brooklyn is $5.00, free on orders of $100.00 or more. …' for this visitor. */
function feeText(borough: Borough, s: LiveSettings, v: Visitor): string {
  return `The delivery fee there is ${formatUsd(s.deliveryFees[borough])}, ${freeDeliveryClause(s, v)}. ${offerSentence(s, v)}`.trim();
}

/** A borough asked for by name ('Brooklyn', 'BK'): its fee and hours, or that it is outside the area. */
export function boroughAnswer(
  name: string,
  settings: LiveSettings,
  visitor: Visitor = GUEST,
): { served: boolean; message: string } {
  const served = servedBoroughs(settings.deliveryZips);
  const area = listText(served);
  if (!isServedBoroughName(name) || !served.includes(name)) {
    return {
      served: false,
      message: `Sorry, we do not deliver to ${name}. We deliver to residential addresses in ${area} only.`,
    };
  }
  return {
    served: true,
    message: `Yes, we deliver to residential addresses in ${name}, ${weeklyHoursText(settings.storeHours)} New York time. ${feeText(name, settings, visitor)} Send me your ZIP code and I will check your address.`,
  };
}
