import { Link } from 'react-router';
import { ArrowRight, LoaderCircle, RotateCcw, Route } from 'lucide-react';
import { itemsLabel } from '#domain/cart.ts';
import { formatUsd } from '#domain/money.ts';
import type { OrderSummary } from '#domain/orders/order.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { formatOrderDate } from '../utils/format-dates.ts';
import { StatusBadge } from './status-badge.tsx';

interface OrderCardProps {
  order: OrderSummary;
  onReorder: (order: OrderSummary) => void;
  reordering: boolean;
  /** Another order is being put back into the cart. */
  busy: boolean;
}

const MAX_THUMBS = 4;

export function OrderCard({ order, onReorder, reordering, busy }: OrderCardProps) {
  const titleId = `order-${order.id}-title`;
  const extra = order.items.length - MAX_THUMBS;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="order-card"
      className="rounded-3xl border border-border bg-surface p-5 shadow-sm transition hover:border-accent/40 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="font-display text-2xl tracking-wide">
            {order.orderNumber}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            Placed <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-4 border-t border-border pt-5">
        <div className="flex items-center gap-4">
          <ul aria-label="Items" className="flex -space-x-3">
            {order.items.slice(0, MAX_THUMBS).map((item) => (
              <li key={`${item.productId}:${item.variantLabel}`}>
                <img
                  src={item.imageUrl}
                  alt={item.productName}
                  width={48}
                  height={48}
                  loading="lazy"
                  className="h-12 w-12 rounded-full border-2 border-surface bg-forest object-cover"
                />
              </li>
            ))}
            {extra > 0 && (
              <li className="flex h-12 w-12 items-center justify-center rounded-full border-2 border-surface bg-surface-2 text-xs font-semibold text-muted">
                +{extra}
              </li>
            )}
          </ul>
          <p className="text-sm text-muted">{itemsLabel(order.itemCount)}</p>
        </div>
        <p className="text-right">
          <span className="sr-only">Total </span>
          <span className="font-display text-2xl tabular-nums">{formatUsd(order.totalCents)}</span>
        </p>
      </div>

      <div className="mt-5 grid grid-cols-2 gap-2.5 sm:flex sm:flex-wrap sm:justify-end">
        <Link
          to={`/track/${encodeURIComponent(order.trackingCode)}`}
          aria-label={`Track ${order.orderNumber}`}
          className={buttonClass('outline', 'md')}
        >
          <Route className="h-4 w-4" aria-hidden />
          Track
        </Link>
        <Link
          to={`/my-orders/${encodeURIComponent(order.id)}`}
          aria-label={`Details of ${order.orderNumber}`}
          className={buttonClass('outline', 'md')}
        >
          Details
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
        <Button
          variant="primary"
          className="col-span-2 sm:col-span-1"
          onClick={() => onReorder(order)}
          disabled={busy}
          aria-busy={reordering}
          aria-label={`Reorder ${order.orderNumber}`}
        >
          {reordering ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <RotateCcw className="h-4 w-4" aria-hidden />
          )}
          Reorder
        </Button>
      </div>
    </article>
  );
}
