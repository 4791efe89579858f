import { LocateFixed, MapPin, Package, Route, Store } from 'lucide-react';
import type { AvailableOrder } from '#domain/couriers/views.ts';
import { formatUsd } from '#domain/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDistance, formatTrip } from '../utils/format-distance.ts';

interface AvailableOrderCardProps {
  order: AvailableOrder;
  onAccept: () => void;
  accepting: boolean;
  disabled: boolean;
  /** The next job at the top of the screen: a stronger frame and a full-width Accept. */
  featured?: boolean;
}

export function AvailableOrderCard({
  order,
  onAccept,
  accepting,
  disabled,
  featured = false,
}: AvailableOrderCardProps) {
  const items = `${order.itemCount} ${order.itemCount === 1 ? 'item' : 'items'}`;
  return (
    <article
      aria-labelledby={`available-${order.id}`}
      className={cn(
        'rounded-3xl border bg-surface p-5 transition',
        featured ? 'border-2 border-accent shadow-lg' : 'border-border hover:border-accent/40',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`available-${order.id}`} className="text-sm font-semibold tracking-wide">
            {order.orderNumber}
          </h3>
          <p className="mt-0.5 text-xs text-muted">{order.windowLabel}</p>
        </div>
        <p className="text-right">
          <span className="block font-display text-2xl text-accent">{formatUsd(order.payoutCents)}</span>
          <span className="text-[11px] uppercase tracking-[0.16em] text-muted">Payout</span>
        </p>
      </div>
      <dl className="mt-4 space-y-2.5 text-sm">
        <div className="flex gap-3">
          <dt className="mt-0.5 text-accent">
            <Store className="h-4 w-4" aria-hidden />
            <span className="sr-only">Pick up</span>
          </dt>
          <dd className="min-w-0">
            <span className="font-medium">{order.pickup.name}</span>
            <span className="block text-muted">
              {order.pickup.street}, {order.pickup.neighborhood}
            </span>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt className="mt-0.5 text-accent">
            <MapPin className="h-4 w-4" aria-hidden />
            <span className="sr-only">Drop off</span>
          </dt>
          <dd>
            {order.dropoff.neighborhood}, {order.dropoff.borough}
          </dd>
        </div>
        <div className="flex gap-3">
          <dt className="mt-0.5 text-accent">
            <Route className="h-4 w-4" aria-hidden />
            <span className="sr-only">Trip</span>
          </dt>
          <dd data-testid="offer-trip" className="font-medium">
            {formatTrip(order.trip)}
          </dd>
        </div>
      </dl>
      <div
        className={cn(
          'mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4',
          featured && 'max-sm:flex-col max-sm:items-stretch',
        )}
      >
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <Package className="h-4 w-4" aria-hidden />
            {items}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <LocateFixed className="h-4 w-4" aria-hidden />
            <span className="sr-only">To the shop: </span>
            {formatDistance(order.distanceKm)}
          </span>
        </p>
        <Button
          variant="accent"
          size={featured ? 'lg' : 'md'}
          onClick={onAccept}
          disabled={disabled}
          aria-busy={accepting}
          aria-label={`Accept order ${order.orderNumber}`}
        >
          {accepting ? 'Accepting…' : 'Accept'}
        </Button>
      </div>
    </article>
  );
}
