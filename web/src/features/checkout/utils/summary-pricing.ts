import type { Borough } from '#domain/compliance/delivery-area.ts';
import { priceOrder, type PriceBreakdown } from '#domain/pricing.ts';
import type { CheckoutQuote } from '#domain/checkout/quote-response.ts';

export interface SummaryPricing {
  breakdown: PriceBreakdown;
  /** False until a served ZIP gives the borough (unless delivery is free anyway): no fee, no total yet. */
  deliveryKnown: boolean;
  /** A valid coupon the larger first-order discount replaces (discounts never stack). */
  couponSetAside: boolean;
}

type QuoteTerms = Pick<CheckoutQuote, 'lines' | 'firstOrder' | 'coupon' | 'deliveryFees'> &
  Partial<Pick<CheckoutQuote, 'freeDeliveryThresholdCents' | 'firstOrderPercent'>>;

/** The breakdown shown before ordering: the shared `priceOrder` on the quote's prices and the ZIP's borough. */
export function summaryPricing(quote: QuoteTerms, borough: Borough | null): SummaryPricing {
  const breakdown = priceOrder({
    lines: quote.lines.map((l) => ({
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      couponApplies: l.couponApplies,
    })),
    // Any borough prices the products and the excise; its fee is only shown once the ZIP is known.
    borough: borough ?? 'Manhattan',
    firstOrder: quote.firstOrder,
    coupon: quote.coupon,
    deliveryFees: quote.deliveryFees,
    // The store's settings, as the server prices the order.
    freeDeliveryThresholdCents: quote.freeDeliveryThresholdCents,
    firstOrderPercent: quote.firstOrderPercent,
  });
  return {
    breakdown,
    deliveryKnown: borough !== null || breakdown.freeDelivery !== null,
    couponSetAside:
      quote.coupon !== null && breakdown.discount?.kind !== 'coupon' && breakdown.freeDelivery !== 'coupon',
  };
}
