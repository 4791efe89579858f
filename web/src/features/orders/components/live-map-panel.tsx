import { lazy, Suspense } from 'react';
import { MapPinned, Navigation } from 'lucide-react';
import type { CourierPosition } from '#domain/couriers/views.ts';
import type { DeliveryProgress } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import { MAP_CONTROLS, MAP_DARK_TILES } from '#web/components/map/map-styles.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { CourierStatus } from './courier-status.tsx';
import { TripFacts } from './trip-facts.tsx';

const LiveMap = lazy(() => import('./live-map.tsx').then((m) => ({ default: m.LiveMap })));

interface LiveMapPanelProps {
  status: OrderStatus;
  progress: DeliveryProgress;
  courier: CourierPosition | null;
  /** The map's tile URL; without one the panel stays text only (no empty grid). */
  tileUrl: string;
  /** The map itself, on the live view; elsewhere the text alone. */
  showMap: boolean;
  /** The ETA the hero shows, repeated beside the distance. */
  eta: string;
}

const coordinate = (value: number | undefined) =>
  value === undefined ? undefined : String(Math.round(value * 1e5) / 1e5);

/**
 * Text first: the courier in words (a live region), then distance, ETA and the last update; the map only when the
 * store draws streets, on the live view, while the order is on its way.
 */
export function LiveMapPanel({ status, progress, courier, tileUrl, showMap, eta }: LiveMapPanelProps) {
  const map = showMap && tileUrl !== '' && status === 'in_transit';
  return (
    <section
      aria-labelledby="live-map-title"
      data-courier-lat={coordinate(courier?.lat)}
      data-courier-lng={coordinate(courier?.lng)}
      data-dropoff-lat={coordinate(progress.dropoff?.lat)}
      data-dropoff-lng={coordinate(progress.dropoff?.lng)}
      className="rounded-3xl border border-border bg-surface p-5 sm:p-7"
    >
      <h2 id="live-map-title" className="flex items-center gap-2.5 font-display text-2xl">
        {map ? (
          <MapPinned className="h-5 w-5 text-accent" aria-hidden />
        ) : (
          <Navigation className="h-5 w-5 text-accent" aria-hidden />
        )}
        {map ? 'Live map' : 'Your courier'}
      </h2>
      <CourierStatus status={status} progress={progress} courier={courier} className="mt-2" />
      {status === 'in_transit' && <TripFacts courier={courier} eta={eta} />}
      {map && (
        <div
          role="region"
          aria-label="Live delivery map"
          className={`relative isolate mt-5 h-80 overflow-hidden rounded-2xl border border-border bg-surface-2 sm:h-[26rem] ${MAP_CONTROLS} ${MAP_DARK_TILES}`}
        >
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center">
                <Spinner label="Loading the map" />
              </div>
            }
          >
            <LiveMap tileUrl={tileUrl} courier={courier} dropoff={progress.dropoff} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
