import { formatUsd } from '#domain/money.ts';
import type { TrackingView } from '#domain/orders/order.ts';
import { ConfirmationHero } from './confirmation-hero.tsx';
import { IdNotice } from './id-notice.tsx';
import { NextSteps } from './next-steps.tsx';
import { OrderItems } from './order-items.tsx';

/** The confirmation opened without this tab's copy: what the tracking code may show (items and total). */
export function TrackedOrderConfirmation({ order }: { order: TrackingView }) {
  return (
    <div className="space-y-6">
      <ConfirmationHero
        firstName={order.firstName}
        orderNumber={order.orderNumber}
        trackingCode={order.trackingCode}
        windowLabel={order.delivery.windowLabel}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section
          aria-labelledby="confirmation-order-title"
          className="rounded-3xl border border-border bg-surface p-5 sm:p-7"
        >
          <h2 id="confirmation-order-title" className="font-display text-2xl">
            Your order
          </h2>
          <div className="mt-5">
            <OrderItems items={order.items} />
          </div>
          <dl className="mt-5 flex items-baseline justify-between border-t border-border pt-4">
            <dt className="font-semibold">Total</dt>
            <dd data-testid="price-total" className="font-display text-2xl tabular-nums">
              {formatUsd(order.totalCents)}
            </dd>
          </dl>
          <p className="mt-2 text-sm text-muted">
            Due at the door in cash or by debit card. The full receipt is in your confirmation e-mail.
          </p>
        </section>
        <div className="space-y-6">
          <IdNotice />
          <NextSteps />
        </div>
      </div>
    </div>
  );
}
