import { Link } from 'react-router';
import { ListOrdered, MapPinned, Route } from 'lucide-react';
import { ACTIVE_STATUSES } from '#domain/orders/order.ts';
import { trackingQueryKey, useTracking } from '#web/api/orders/track.ts';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useLiveOrder } from '../hooks/use-live-order.ts';
import { IdReminder } from './id-reminder.tsx';
import { LiveMapPanel } from './live-map-panel.tsx';
import { LoadError } from './load-error.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { HERO_LINK, TrackingHero } from './tracking-hero.tsx';
import { TrackingNotFound } from './tracking-not-found.tsx';
import { TrackingSummary } from './tracking-summary.tsx';

interface TrackingScreenProps {
  code: string;
  /** With the live map, as on /track-live/:code and /order-tracking. */
  live?: boolean;
  /** The signed-in customer's full order page, when they own it. */
  detailsHref?: string;
}

const PRIMARY = `${HERO_LINK} bg-gold text-forest hover:brightness-105`;
const SECONDARY = `${HERO_LINK} border border-cream/30 text-cream hover:bg-cream/10`;

/** Everything a tracking-code holder may see, kept current over realtime. Never an address or phone. */
export function TrackingScreen({ code, live = false, detailsHref }: TrackingScreenProps) {
  const tracking = useTracking(code);
  const order = tracking.data?.order;
  const { courier, connection } = useLiveOrder({
    order: order ? { id: order.orderId, status: order.status, progress: order.progress } : null,
    queryKey: trackingQueryKey(code),
    code,
  });

  if (tracking.isError) {
    if (tracking.error instanceof ApiError && tracking.error.status === 404) return <TrackingNotFound />;
    return <LoadError message={tracking.error.message} onRetry={() => void tracking.refetch()} />;
  }
  if (!order) return <LoadingSkeleton variant="card" />;

  const encoded = encodeURIComponent(order.trackingCode);
  return (
    <div className="space-y-6">
      <TrackingHero
        orderNumber={order.orderNumber}
        firstName={order.firstName}
        status={order.status}
        delivery={order.delivery}
        connection={connection}
        title={live ? 'Live tracking' : undefined}
        actions={
          <>
            {live ? (
              <Link to={`/track/${encoded}`} className={PRIMARY}>
                <Route className="h-4 w-4" aria-hidden />
                Order status
              </Link>
            ) : (
              ACTIVE_STATUSES.includes(order.status) && (
                <Link to={`/track-live/${encoded}`} className={PRIMARY}>
                  <MapPinned className="h-4 w-4" aria-hidden />
                  Track live
                </Link>
              )
            )}
            {detailsHref && (
              <Link to={detailsHref} className={SECONDARY}>
                <ListOrdered className="h-4 w-4" aria-hidden />
                Order details
              </Link>
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-6">
          {live && (
            <LiveMapPanel
              status={order.status}
              progress={order.progress}
              courier={courier}
              tileUrl={tracking.data?.mapTileUrl ?? ''}
            />
          )}
          <OrderTimeline order={order} />
        </div>
        <div className="space-y-6 lg:sticky lg:top-28">
          <TrackingSummary order={order} />
          <IdReminder />
        </div>
      </div>
    </div>
  );
}
