import { CircleAlert } from 'lucide-react';
import type { CourierView } from '#domain/couriers/views.ts';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useAcceptOrder } from '../api/accept-order.ts';
import { useAvailableOrders } from '../api/get-available-orders.ts';
import { useManifest } from '../api/get-manifest.ts';
import { useOfferAlert } from '../hooks/use-offer-alert.ts';
import { useShareLocation } from '../hooks/use-share-location.ts';
import { ActiveDeliveries } from './active-deliveries.tsx';
import { AvailableOrders } from './available-orders.tsx';
import { EmptyState } from './empty-state.tsx';
import { ManifestSummary } from './manifest-summary.tsx';
import { NextOffer } from './next-offer.tsx';
import { OfferSoundSwitch } from './offer-sound-switch.tsx';
import { OnlineSwitch } from './online-switch.tsx';

/**
 * A phone reads top to bottom: the next job first (when one waits), then the shift switch and the manifest, then the
 * deliveries and the rest of the pool. Wide screens keep the switch and the manifest in a side column.
 */
export function CourierDashboard({ courier }: { courier: CourierView }) {
  const online = courier.isOnline;
  const manifest = useManifest(courier.id);
  const orders = useAvailableOrders(online);
  const accept = useAcceptOrder();
  const alert = useOfferAlert(
    online,
    orders.data?.map((o) => o.id),
  );
  useShareLocation(online);
  const next = online ? orders.data?.[0] : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      {next && (
        <div className="lg:col-start-1 lg:row-start-1">
          {/* Keyed by the order: when a nearer order takes its place, the Accept under the finger is a new button. */}
          <NextOffer
            key={next.id}
            order={next}
            waiting={orders.data?.length ?? 1}
            accepting={accept.isPending && accept.variables === next.id}
            disabled={accept.isPending}
            onAccept={() => accept.mutate(next.id)}
          />
        </div>
      )}
      <aside className="space-y-3 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <OnlineSwitch courier={courier} />
        {online && <OfferSoundSwitch muted={alert.muted} onToggle={alert.toggleMuted} />}
        {manifest.data && <ManifestSummary manifest={manifest.data} />}
      </aside>
      <div
        className={
          next ? 'space-y-6 lg:col-start-1 lg:row-start-2' : 'space-y-6 lg:col-start-1 lg:row-start-1'
        }
      >
        {manifest.data ? (
          <ActiveDeliveries manifest={manifest.data} />
        ) : manifest.isError ? (
          <EmptyState
            icon={CircleAlert}
            title="Your deliveries could not be loaded"
            text={manifest.error.message}
          />
        ) : (
          <LoadingSkeleton variant="card" />
        )}
        <AvailableOrders online={online} orders={orders} accept={accept} />
      </div>
    </div>
  );
}
