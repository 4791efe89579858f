import { formatUsd } from '#domain/money.ts';
import type { PriceLines } from '#domain/orders/order.ts';
import type { PriceBreakdown } from '#domain/pricing.ts';
import { EXCISE_LABEL, PriceRow } from '#web/components/ui/price-row.tsx';
import { cn } from '#web/lib/cn.ts';
import { useStoreFacts } from '#web/lib/store-facts.ts';

const freeReason = (thresholdCents: number) =>
  ({
    threshold: `Orders of ${formatUsd(thresholdCents)} or more`,
    first_order: 'First order perk',
    coupon: 'Free-delivery coupon',
  }) as const;

interface PriceLinesListProps {
  prices: PriceLines;
  /** Why delivery is free; worked out from the lines when not given (a stored order). */
  freeDelivery?: PriceBreakdown['freeDelivery'];
  /** False until the ZIP gives a borough: the fee and the total wait for it. */
  deliveryKnown?: boolean;
  /** Named beside a delivery fee, which is set per borough. */
  borough?: string | null;
  className?: string;
}

const pending = (
  <>
    <span aria-hidden>—</span>
    <span className="sr-only">shown once you enter your ZIP code</span>
  </>
);

/** Subtotal, discount, delivery, excise and total as a description list screen readers read pair by pair. */
export function PriceLinesList({
  prices,
  freeDelivery,
  deliveryKnown = true,
  borough,
  className,
}: PriceLinesListProps) {
  const { subtotalCents, discount, deliveryFeeCents, exciseCents, totalCents } = prices;
  const threshold = useStoreFacts().freeDeliveryThresholdCents;
  const free =
    freeDelivery !== undefined
      ? freeDelivery
      : deliveryFeeCents > 0
        ? null
        : subtotalCents >= threshold
          ? 'threshold'
          : 'first_order';
  return (
    <dl className={cn('space-y-2.5 text-sm', className)}>
      <PriceRow testId="price-subtotal" term="Subtotal">
        {formatUsd(subtotalCents)}
      </PriceRow>
      {discount && (
        <PriceRow testId="price-discount" term={discount.label}>
          <span className="text-success">{formatUsd(-discount.cents)}</span>
        </PriceRow>
      )}
      <PriceRow
        testId="price-delivery"
        term="Delivery"
        note={!deliveryKnown ? null : free ? freeReason(threshold)[free] : borough}
      >
        {!deliveryKnown ? (
          pending
        ) : free ? (
          <span className="text-success">Free</span>
        ) : (
          formatUsd(deliveryFeeCents)
        )}
      </PriceRow>
      <PriceRow testId="price-excise" term={EXCISE_LABEL}>
        {formatUsd(exciseCents)}
      </PriceRow>
      <PriceRow testId="price-total" term="Total" strong>
        {deliveryKnown ? formatUsd(totalCents) : pending}
      </PriceRow>
    </dl>
  );
}
