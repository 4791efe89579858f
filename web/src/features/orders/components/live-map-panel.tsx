import { lazy, Suspense } from 'react';
import { MapPinned } from 'lucide-react';
import type { CourierPosition } from '#domain/couriers/views.ts';
import type { DeliveryProgress } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import { MAP_CONTROLS, MAP_DARK_TILES, MAP_GRID } from '#web/components/map/map-styles.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { CourierStatus } from './courier-status.tsx';

const LiveMap = lazy(() => import('./live-map.tsx').then((m) => ({ default: m.LiveMap })));

interface LiveMapPanelProps {
  status: OrderStatus;
  progress: DeliveryProgress;
  courier: CourierPosition | null;
  tileUrl: string;
}

const coordinate = (value: number | undefined) =>
  value === undefined ? undefined : String(Math.round(value * 1e5) / 1e5);

/** Text first: what the courier is doing, in a live region, then the map for those who can see it. */
export function LiveMapPanel({ status, progress, courier, tileUrl }: LiveMapPanelProps) {
  return (
    <section
      aria-labelledby="live-map-title"
      className="rounded-3xl border border-border bg-surface p-5 sm:p-7"
    >
      <h2 id="live-map-title" className="flex items-center gap-2.5 font-display text-2xl">
        <MapPinned className="h-5 w-5 text-accent" aria-hidden />
        Live map
      </h2>
      <CourierStatus status={status} progress={progress} courier={courier} className="mt-2" />
      <div
        role="region"
        aria-label="Live delivery map"
        data-courier-lat={coordinate(courier?.lat)}
        data-courier-lng={coordinate(courier?.lng)}
        data-dropoff-lat={coordinate(progress.dropoff?.lat)}
        data-dropoff-lng={coordinate(progress.dropoff?.lng)}
        className={`relative isolate mt-5 h-80 overflow-hidden rounded-2xl border border-border sm:h-[26rem] ${MAP_GRID} ${MAP_CONTROLS} ${MAP_DARK_TILES}`}
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
      {!tileUrl && (
        <p className="mt-3 text-sm text-muted">
          Map tiles are not configured for this store, so streets are not drawn; the courier&apos;s position
          still shows on the panel.
        </p>
      )}
    </section>
  );
}
