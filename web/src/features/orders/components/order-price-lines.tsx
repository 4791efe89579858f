import type { ReactNode } from 'react';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { formatUsd } from '#domain/money.ts';
import type { PriceLines } from '#domain/orders/order.ts';
import { cn } from '#web/lib/cn.ts';

export const EXCISE_LABEL = `Cannabis excise (${COMPLIANCE.exciseBasisPoints / 100}%)`;

function Row({
  testId,
  term,
  note,
  children,
  strong,
}: {
  testId: string;
  term: string;
  note?: string | null;
  children: ReactNode;
  strong?: boolean;
}) {
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

/** The stored order's price lines, as charged: the excise itemised as NY requires. */
export function OrderPriceLines({ pricing }: { pricing: PriceLines }) {
  const { subtotalCents, discount, deliveryFeeCents, exciseCents, totalCents } = pricing;
  return (
    <dl className="space-y-2.5 text-sm">
      <Row testId="price-subtotal" term="Subtotal">
        {formatUsd(subtotalCents)}
      </Row>
      <Row testId="price-discount" term="Discount" note={discount?.label}>
        {discount ? <span className="text-success">{formatUsd(-discount.cents)}</span> : formatUsd(0)}
      </Row>
      <Row testId="price-delivery" term="Delivery">
        {deliveryFeeCents > 0 ? formatUsd(deliveryFeeCents) : <span className="text-success">Free</span>}
      </Row>
      <Row testId="price-excise" term={EXCISE_LABEL}>
        {formatUsd(exciseCents)}
      </Row>
      <Row testId="price-total" term="Total" strong>
        {formatUsd(totalCents)}
      </Row>
    </dl>
  );
}
