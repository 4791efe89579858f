import { itemsLabel } from '#domain/cart.ts';
import { formatUsd } from '#domain/money.ts';
import { ACTIVE_STATUSES, type TrackingView } from '#domain/orders/order.ts';
import { OrderItems } from './order-items.tsx';

/** Items and total as a tracking-code holder may see them (no line prices, no address). */
export function TrackingSummary({ order }: { order: TrackingView }) {
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <section
      aria-labelledby="tracking-items-title"
      className="rounded-3xl border border-border bg-surface p-5 sm:p-7"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="tracking-items-title" className="font-display text-2xl">
          Your order
        </h2>
        <span className="text-sm text-muted">{itemsLabel(count)}</span>
      </div>
      <div className="mt-5">
        <OrderItems items={order.items} />
      </div>
      <dl className="mt-5 flex items-baseline justify-between border-t border-border pt-4">
        <dt className="font-semibold">Total</dt>
        <dd data-testid="order-total" className="font-display text-2xl tabular-nums">
          {formatUsd(order.totalCents)}
        </dd>
      </dl>
      {ACTIVE_STATUSES.includes(order.status) && (
        <p className="mt-2 text-sm text-muted">
          Due at the door in cash or by debit card, as chosen at checkout.
        </p>
      )}
    </section>
  );
}
