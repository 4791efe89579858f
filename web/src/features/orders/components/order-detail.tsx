import { Link } from 'react-router';
import { LoaderCircle, MapPinned, RotateCcw } from 'lucide-react';
import { ACTIVE_STATUSES } from '#domain/orders/order.ts';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { orderQueryKey, useOrder } from '../api/get-order.ts';
import { useLiveOrder } from '../hooks/use-live-order.ts';
import { useReorder } from '../hooks/use-reorder.ts';
import { formatOrderDate } from '../utils/format-dates.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { CourierCard } from './courier-card.tsx';
import { DeliveryDetails } from './delivery-details.tsx';
import { IdReminder } from './id-reminder.tsx';
import { LoadError } from './load-error.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderPriceLines } from './order-price-lines.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrdersEmptyState } from './orders-empty-state.tsx';
import { HERO_LINK, TrackingHero } from './tracking-hero.tsx';

/** The signed-in customer's own order in full, its status kept current over realtime. */
export function OrderDetail({ id }: { id: string }) {
  const query = useOrder(id);
  const order = query.data?.order;
  const { courier, connection } = useLiveOrder({ order: order ?? null, queryKey: orderQueryKey(id) });
  const { reorder, pendingId } = useReorder();

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <OrdersEmptyState
          heading="h1"
          title="We could not find that order"
          action={{ to: '/my-orders', label: 'See all your orders' }}
        >
          It may belong to another account, or the link is incomplete.
        </OrdersEmptyState>
      );
    }
    return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!order) return <LoadingSkeleton variant="card" />;

  const reordering = pendingId === order.id;
  return (
    <div className="space-y-6">
      <TrackingHero
        orderNumber={order.orderNumber}
        firstName={order.customerName.trim().split(/\s+/)[0] ?? ''}
        status={order.status}
        delivery={order.delivery}
        connection={connection}
        title="Order details"
        actions={
          <>
            {ACTIVE_STATUSES.includes(order.status) && (
              <Link
                to={`/track-live/${encodeURIComponent(order.trackingCode)}`}
                className={`${HERO_LINK} bg-gold text-forest hover:brightness-105`}
              >
                <MapPinned className="h-4 w-4" aria-hidden />
                Track live
              </Link>
            )}
            <button
              type="button"
              onClick={() => reorder(order)}
              disabled={pendingId !== null}
              aria-busy={reordering}
              className={`${HERO_LINK} cursor-pointer border border-cream/30 text-cream hover:bg-cream/10 disabled:opacity-50`}
            >
              {reordering ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
              ) : (
                <RotateCcw className="h-4 w-4" aria-hidden />
              )}
              Reorder
            </button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-6">
          {order.status === 'in_transit' && (
            <CourierCard status={order.status} progress={order.progress} courier={courier} />
          )}
          <section
            aria-labelledby="order-items-title"
            className="rounded-3xl border border-border bg-surface p-5 sm:p-7"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="order-items-title" className="font-display text-2xl">
                Items
              </h2>
              <p className="text-sm text-muted">
                Placed <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
              </p>
            </div>
            <div className="mt-5">
              <OrderItems items={order.items} />
            </div>
            <div className="mt-6 border-t border-border pt-5">
              <OrderPriceLines pricing={order.pricing} />
            </div>
          </section>
          <OrderTimeline order={order} />
        </div>
        <div className="space-y-6 lg:sticky lg:top-28">
          <DeliveryDetails order={order} />
          <IdReminder />
          {order.canCancel && (
            <section
              aria-labelledby="cancel-title"
              className="rounded-3xl border border-border bg-surface p-5 sm:p-7"
            >
              <h2 id="cancel-title" className="font-display text-xl">
                Changed your mind?
              </h2>
              <p className="mt-1.5 text-sm text-muted">
                You can cancel until the shop starts preparing your order.
              </p>
              <div className="mt-4">
                <CancelOrderDialog orderId={order.id} orderNumber={order.orderNumber} />
              </div>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
