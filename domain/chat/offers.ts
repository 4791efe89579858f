import { formatUsd } from '../money.ts';

/**
 * Who the assistant is answering, as checkout prices them: a guest never gets the first-order offer (checkout gives
 * it to a signed-in account with no earlier order, domain/pricing.ts), so a guest is told what an account would get,
 * never promised it.
 */
export type Visitor = { signedIn: false } | { signedIn: true; firstOrder: boolean };

export const GUEST: Visitor = { signedIn: false };

export interface OfferSettings {
  freeDeliveryThresholdCents: number;
  firstOrderPercent: number;
}

/** '10% off and free delivery' or, with the discount off, 'free delivery'. */
function perk(s: OfferSettings): string {
  return s.firstOrderPercent > 0 ? `${s.firstOrderPercent}% off and free delivery` : 'free delivery';
}

/** When delivery is free for this visitor: 'free on orders of $100.00 or more' (+ ', and on your first order'). */
export function freeDeliveryClause(s: OfferSettings, v: Visitor): string {
  const threshold = `free on orders of ${formatUsd(s.freeDeliveryThresholdCents)} or more`;
  return v.signedIn && v.firstOrder ? `${threshold}, and on your first order` : threshold;
}

/** The sentence after a fee: what this visitor would get on top (nothing for an account that has ordered). */
export function offerSentence(s: OfferSettings, v: Visitor): string {
  if (!v.signedIn) {
    return `As a guest you pay the fee below that. With a free account your first order gets ${perk(s)} whatever its size.`;
  }
  if (v.firstOrder) {
    return s.firstOrderPercent > 0
      ? `Your first order also gets ${s.firstOrderPercent}% off, shown on your order summary before you confirm.`
      : '';
  }
  return '';
}

/** The answer to 'is there a first-order discount?', for this visitor. */
export function firstOrderText(s: OfferSettings, v: Visitor): string {
  const always = `Delivery is always free on orders of ${formatUsd(s.freeDeliveryThresholdCents)} or more.`;
  if (!v.signedIn) {
    return `Yes, for accounts: create a free account before you check out and your first order gets ${perk(s)} whatever its size, applied automatically. Guest checkouts do not get it. ${always}`;
  }
  if (v.firstOrder) {
    return s.firstOrderPercent > 0
      ? `Yes: ${s.firstOrderPercent}% off your first order, plus free delivery on that order whatever its size. The discount is shown on your order summary before you confirm.`
      : `Yes: your first order is delivered free whatever its size. ${always}`;
  }
  return `The new-customer offer (${perk(s)}) is for an account's first order, and yours has already been placed. ${always}`;
}
