import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { ACTIVE_STATUSES } from '#domain/orders/order.ts';
import { etaText } from '#domain/orders/tracking-headline.ts';
import { useLiveOrder } from '../hooks/use-live-order.ts';
import type { TrackedOrder } from '../utils/tracked-order.ts';
import { IdReminder } from './id-reminder.tsx';
import { LiveMapPanel } from './live-map-panel.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { TrackingHero } from './tracking-hero.tsx';

interface OrderTrackingProps {
  order: TrackedOrder;
  /** The query holding `{ order }`, kept current by realtime. */
  queryKey: QueryKey;
  /** Tracking code, for followers who are not signed in. */
  code?: string;
  /** Overrides the greeting as the page heading. */
  title?: string;
  /** The live view: the map too, when the store draws streets. */
  live: boolean;
  tileUrl: string;
  /** Links under the status. */
  actions?: ReactNode;
  /** After delivery: receipt, order again, rating. */
  afterDelivery?: ReactNode;
  /** The items, as much of them as the viewer may see. */
  items: ReactNode;
  /** The side column's own cards (delivery details, cancelling). */
  aside?: ReactNode;
}

/**
 * The one tracking page: the owner's order page and a tracking-code holder's page render this tree; only how the
 * order was loaded (and so how much of it may be shown) differs.
 */
export function OrderTracking(props: OrderTrackingProps) {
  const { order, queryKey, code, live, tileUrl } = props;
  const { courier, connection } = useLiveOrder({ order, queryKey, code });
  const facts = { status: order.status, progress: { ...order.progress, courier } };
  const active = ACTIVE_STATUSES.includes(order.status);
  return (
    <div className="space-y-6">
      <TrackingHero
        orderNumber={order.orderNumber}
        firstName={order.firstName}
        facts={facts}
        delivery={order.delivery}
        connection={connection}
        title={props.title}
        actions={props.actions}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-6">
          {order.status === 'delivered' && props.afterDelivery}
          {active && (
            <LiveMapPanel
              status={order.status}
              progress={order.progress}
              courier={courier}
              tileUrl={tileUrl}
              showMap={live}
              eta={etaText({ ...facts, delivery: order.delivery }, new Date()).label}
            />
          )}
          {props.items}
          <OrderTimeline order={order} />
        </div>
        <div className="space-y-6 lg:sticky lg:top-28">
          {props.aside}
          {active && <IdReminder />}
        </div>
      </div>
    </div>
  );
}
