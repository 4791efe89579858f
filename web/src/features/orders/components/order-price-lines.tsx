import { formatUsd } from '#domain/money.ts';
import type { PriceLines } from '#domain/orders/order.ts';
import { EXCISE_LABEL, PriceRow } from '#web/components/ui/price-row.tsx';

/** The stored order's price lines, as charged: the excise itemised as NY requires. */
export function OrderPriceLines({ pricing }: { pricing: PriceLines }) {
  const { subtotalCents, discount, deliveryFeeCents, exciseCents, totalCents } = pricing;
  return (
    <dl className="space-y-2.5 text-sm">
      <PriceRow testId="price-subtotal" term="Subtotal">
        {formatUsd(subtotalCents)}
      </PriceRow>
      <PriceRow testId="price-discount" term="Discount" note={discount?.label}>
        {discount ? <span className="text-success">{formatUsd(-discount.cents)}</span> : formatUsd(0)}
      </PriceRow>
      <PriceRow testId="price-delivery" term="Delivery">
        {deliveryFeeCents > 0 ? formatUsd(deliveryFeeCents) : <span className="text-success">Free</span>}
      </PriceRow>
      <PriceRow testId="price-excise" term={EXCISE_LABEL}>
        {formatUsd(exciseCents)}
      </PriceRow>
      <PriceRow testId="price-total" term="Total" strong>
        {formatUsd(totalCents)}
      </PriceRow>
    </dl>
  );
}
