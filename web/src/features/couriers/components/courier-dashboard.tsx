import { CircleAlert } from 'lucide-react';
import type { CourierView } from '#domain/couriers/views.ts';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useManifest } from '../api/get-manifest.ts';
import { useShareLocation } from '../hooks/use-share-location.ts';
import { ActiveDeliveries } from './active-deliveries.tsx';
import { AvailableOrders } from './available-orders.tsx';
import { EmptyState } from './empty-state.tsx';
import { ManifestSummary } from './manifest-summary.tsx';
import { OnlineSwitch } from './online-switch.tsx';

/** Phones read the switch and the manifest first; wide screens keep them in a side column. */
export function CourierDashboard({ courier }: { courier: CourierView }) {
  const manifest = useManifest(courier.id);
  useShareLocation(courier.isOnline);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <aside className="space-y-4 lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1">
        <OnlineSwitch courier={courier} />
        {manifest.data && <ManifestSummary manifest={manifest.data} />}
      </aside>
      <div className="space-y-6 lg:col-start-1 lg:row-start-1">
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
        <AvailableOrders online={courier.isOnline} />
      </div>
    </div>
  );
}
