import { formatUsd } from '#domain/money.ts';
import type { TrackingView } from '#domain/orders/order.ts';
import { ConfirmationLayout } from './confirmation-layout.tsx';

/** The confirmation opened without this tab's copy: what the tracking code may show (items and total). */
export function TrackedOrderConfirmation({ order }: { order: TrackingView }) {
  return (
    <ConfirmationLayout
      order={order}
      firstName={order.firstName}
      prices={
        <>
          <dl className="mt-5 flex items-baseline justify-between border-t border-border pt-4">
            <dt className="font-semibold">Total</dt>
            <dd data-testid="price-total" className="font-display text-2xl tabular-nums">
              {formatUsd(order.totalCents)}
            </dd>
          </dl>
          <p className="mt-2 text-sm text-muted">
            Due at the door in cash or by debit card. The full receipt is in your confirmation e-mail.
          </p>
        </>
      }
    />
  );
}
