import type { ReactNode } from 'react';
import { COMPLIANCE, FREE_DELIVERY_THRESHOLD_CENTS } from '#domain/compliance/rules.ts';
import { formatUsd } from '#domain/money.ts';
import type { PriceLines } from '#domain/orders/order.ts';
import type { PriceBreakdown } from '#domain/pricing.ts';
import { cn } from '#web/lib/cn.ts';

export const EXCISE_LABEL = `Cannabis excise (${COMPLIANCE.exciseBasisPoints / 100}%)`;
const FREE_REASON = {
  threshold: `Orders of ${formatUsd(FREE_DELIVERY_THRESHOLD_CENTS)} or more`,
  first_order: 'First order perk',
} as const;

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

interface RowProps {
  testId: string;
  term: ReactNode;
  note?: string | null;
  children: ReactNode;
  strong?: boolean;
}

function Row({ testId, term, note, children, strong }: RowProps) {
  return (
    <div
      data-testid={testId}
      className={cn(
        'flex items-baseline justify-between gap-4',
        strong && 'mt-1 border-t border-border pt-3.5 text-base',
      )}
    >
      <dt className={strong ? 'font-semibold' : 'text-muted'}>
        {term}
        {note && <span className="block text-xs text-muted/90">{note}</span>}
      </dt>
      <dd className={cn('shrink-0 tabular-nums', strong ? 'font-display text-2xl' : 'font-medium')}>
        {children}
      </dd>
    </div>
  );
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
  const free =
    freeDelivery !== undefined
      ? freeDelivery
      : deliveryFeeCents > 0
        ? null
        : subtotalCents >= FREE_DELIVERY_THRESHOLD_CENTS
          ? 'threshold'
          : 'first_order';
  return (
    <dl className={cn('space-y-2.5 text-sm', className)}>
      <Row testId="price-subtotal" term="Subtotal">
        {formatUsd(subtotalCents)}
      </Row>
      {discount && (
        <Row testId="price-discount" term={discount.label}>
          <span className="text-success">{formatUsd(-discount.cents)}</span>
        </Row>
      )}
      <Row
        testId="price-delivery"
        term="Delivery"
        note={!deliveryKnown ? null : free ? FREE_REASON[free] : borough}
      >
        {!deliveryKnown ? (
          pending
        ) : free ? (
          <span className="text-success">Free</span>
        ) : (
          formatUsd(deliveryFeeCents)
        )}
      </Row>
      <Row testId="price-excise" term={EXCISE_LABEL}>
        {formatUsd(exciseCents)}
      </Row>
      <Row testId="price-total" term="Total" strong>
        {deliveryKnown ? formatUsd(totalCents) : pending}
      </Row>
    </dl>
  );
}
