import { Link } from 'react-router';
import { LoaderCircle, MapPinned, ReceiptText, RotateCcw } from 'lucide-react';
import { ACTIVE_STATUSES } from '#domain/orders/order.ts';
import { orderQueryKey } from '../api/get-order.ts';
import { useReorder } from '../hooks/use-reorder.ts';
import { formatOrderDate } from '../utils/format-dates.ts';
import { fromOrderView } from '../utils/tracked-order.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { DeliveryDetails } from './delivery-details.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderPriceLines } from './order-price-lines.tsx';
import { OrderTracking } from './order-tracking.tsx';
import { OwnOrder, type OwnOrderView } from './own-order.tsx';
import { HERO_LINK } from './tracking-hero.tsx';
import { AfterDelivery } from './after-delivery.tsx';

/** The tracking page loaded as the signed-in owner's order: the same tree, with prices, address and cancelling. */
export function OrderDetail({ id }: { id: string }) {
  return <OwnOrder id={id}>{(order) => <Details id={id} order={order} />}</OwnOrder>;
}

function Details({ id, order }: { id: string; order: OwnOrderView }) {
  const { reorder, pendingId } = useReorder();
  const reordering = pendingId === order.id;
  const receiptHref = `/my-orders/${encodeURIComponent(order.id)}/receipt`;
  return (
    <OrderTracking
      order={fromOrderView(order)}
      queryKey={orderQueryKey(id)}
      live={false}
      tileUrl=""
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
          {order.status === 'delivered' && (
            <Link to={receiptHref} className={`${HERO_LINK} bg-gold text-forest hover:brightness-105`}>
              <ReceiptText className="h-4 w-4" aria-hidden />
              Receipt
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
            Order again
          </button>
        </>
      }
      afterDelivery={<AfterDelivery order={order} receiptHref={receiptHref} />}
      items={
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
      }
      aside={
        <>
          <DeliveryDetails order={order} />
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
        </>
      }
    />
  );
}
