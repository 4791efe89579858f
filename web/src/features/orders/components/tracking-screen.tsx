import { Link } from 'react-router';
import { ListOrdered, MapPinned, Route } from 'lucide-react';
import { ACTIVE_STATUSES } from '#domain/orders/order.ts';
import { trackingQueryKey, useTracking } from '#web/api/orders/track.ts';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { fromTrackingView } from '../utils/tracked-order.ts';
import { LoadError } from './load-error.tsx';
import { OrderTracking } from './order-tracking.tsx';
import { HERO_LINK } from './tracking-hero.tsx';
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

/** The tracking page loaded by tracking code: everything a code holder may see, never an address or phone. */
export function TrackingScreen({ code, live = false, detailsHref }: TrackingScreenProps) {
  const tracking = useTracking(code);
  const data = tracking.data;

  if (tracking.isError) {
    if (tracking.error instanceof ApiError && tracking.error.status === 404) return <TrackingNotFound />;
    return <LoadError message={tracking.error.message} onRetry={() => void tracking.refetch()} />;
  }
  if (!data) return <LoadingSkeleton variant="card" />;

  const { order } = data;
  const encoded = encodeURIComponent(order.trackingCode);
  return (
    <OrderTracking
      order={fromTrackingView(order)}
      queryKey={trackingQueryKey(code)}
      code={code}
      live={live}
      tileUrl={data.mapTileUrl}
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
      items={<TrackingSummary order={order} />}
    />
  );
}
