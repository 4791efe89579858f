import type { Borough } from '../compliance/delivery-area.ts';
import { DEFAULT_STORE_HOURS, everyDay, type WeeklyHours } from '../compliance/store-hours.ts';
import { weeklyHoursText } from '../compliance/hours-text.ts';
import { COMPLIANCE, FREE_DELIVERY_THRESHOLD_CENTS } from '../compliance/rules.ts';
import { formatUsd } from '../money.ts';
import { DEFAULT_DELIVERY_FEES, FIRST_ORDER_PERCENT } from '../pricing.ts';

/**
 * The store settings customers read on the storefront (`GET /api/store`): hours, fees, the free-delivery threshold,
 * the first-order offer and the edible limits, the same values checkout prices and limits with.
 */
export interface StoreFacts {
  storeHours: WeeklyHours;
  deliveryFees: Record<Borough, number>;
  freeDeliveryThresholdCents: number;
  firstOrderPercent: number;
  edibleLimits: { mgPerServing: number; mgPerPackage: number; mgPerOrder: number };
}

/** The settings' defaults: what a page shows before the live answer arrives (and what the build prerenders). */
export const DEFAULT_STORE_FACTS: StoreFacts = {
  storeHours: everyDay(DEFAULT_STORE_HOURS),
  deliveryFees: { ...DEFAULT_DELIVERY_FEES },
  freeDeliveryThresholdCents: FREE_DELIVERY_THRESHOLD_CENTS,
  firstOrderPercent: FIRST_ORDER_PERCENT,
  edibleLimits: {
    mgPerServing: COMPLIANCE.edibleMgPerServing,
    mgPerPackage: COMPLIANCE.edibleMgPerPackage,
    mgPerOrder: COMPLIANCE.edibleMgPerOrder,
  },
};

/** The facts out of the full settings (which also hold staff-only values). */
export function storeFactsOf(s: StoreFacts): StoreFacts {
  return {
    storeHours: s.storeHours,
    deliveryFees: s.deliveryFees,
    freeDeliveryThresholdCents: s.freeDeliveryThresholdCents,
    firstOrderPercent: s.firstOrderPercent,
    edibleLimits: s.edibleLimits,
  };
}

/** '$100' for whole dollars, '$99.50' otherwise: the way the promo copy prints amounts. */
export function shortUsd(cents: number): string {
  return cents % 100 === 0 ? formatUsd(cents).slice(0, -3) : formatUsd(cents);
}

/** '1,000 mg'. */
export const mgText = (mg: number): string => `${mg.toLocaleString('en-US')} mg`;

/** The printed words every page takes from the facts. */
export function storeWords(f: StoreFacts) {
  const freeOver = shortUsd(f.freeDeliveryThresholdCents);
  return {
    /** 'every day 10:00 AM–10:00 PM' (New York time). */
    hours: weeklyHoursText(f.storeHours),
    /** '$100'. */
    freeOver,
    /** '10%'; empty when the first-order discount is off. */
    firstOrderOff: f.firstOrderPercent > 0 ? `${f.firstOrderPercent}%` : '',
    edibleLimit: mgText(f.edibleLimits.mgPerOrder),
  };
}
