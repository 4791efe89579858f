import type { StoreSettings } from '#domain/admin/settings.ts';
import type { PricingInput } from '#domain/pricing.ts';

/** The admin's pricing settings as `priceOrder` takes them; the quote and the checkout price alike. */
export function pricingSettings(settings: StoreSettings) {
  return {
    deliveryFees: settings.deliveryFees,
    freeDeliveryThresholdCents: settings.freeDeliveryThresholdCents,
    firstOrderPercent: settings.firstOrderPercent,
  } satisfies Partial<PricingInput>;
}
