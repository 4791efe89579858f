import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminCourier } from '#web/features/admin/couriers/api/get-admin-courier.ts';
import { CourierActions } from '#web/features/admin/couriers/components/courier-actions.tsx';
import { CourierStateBadge, LoadMeter } from '#web/features/admin/couriers/components/courier-badges.tsx';
import {
  CourierStats,
  ManifestCard,
  ProfileCard,
  ShiftsCard,
} from '#web/features/admin/couriers/components/courier-cards.tsx';
import { DeliveriesCard } from '#web/features/admin/couriers/components/deliveries-card.tsx';
import { EarningsCard } from '#web/features/admin/couriers/components/earnings-card.tsx';
import { useLiveCouriers } from '#web/features/admin/couriers/hooks/use-live-couriers.ts';
import { vehicleLabel } from '#web/features/admin/couriers/utils/courier-format.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function BackToCouriers() {
  return (
    <Link
      to="/admin/couriers"
      className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-foreground"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Couriers
    </Link>
  );
}

/** One courier for staff: numbers, profile, shifts, what they carry and where to, deliveries, earnings; live. */
export function AdminCourierDetailRoute() {
  const { id = '' } = useParams();
  const detail = useAdminCourier(id);
  useLiveCouriers();

  if (detail.isPending) {
    return (
      <div className="space-y-5" aria-busy>
        <BackToCouriers />
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-24 w-full rounded-2xl" />
        <div className="grid gap-5 xl:grid-cols-2">
          <Skeleton className="h-80 w-full rounded-2xl" />
          <Skeleton className="h-80 w-full rounded-2xl" />
        </div>
      </div>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="space-y-5">
        <BackToCouriers />
        <div role="alert" className="rounded-2xl border border-border bg-surface p-10 text-center">
          <DocumentTitle>{`${missing ? 'Courier not found' : 'Courier'}`}</DocumentTitle>
          <h1 className="font-display text-2xl">
            {missing ? 'Courier not found' : 'Could not load this courier'}
          </h1>
          <p className="mt-2 text-sm text-muted">{detail.error.message}</p>
          {!missing && (
            <Button variant="outline" size="sm" className="mt-4" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </div>
    );
  }

  const { courier, rating, shifts, manifest, route } = detail.data;
  return (
    <div className="space-y-5">
      <DocumentTitle>{`${courier.name}`}</DocumentTitle>
      <BackToCouriers />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-3xl font-semibold tracking-tight">{courier.name}</h1>
            <CourierStateBadge courier={courier} />
          </div>
          <div className="flex flex-wrap items-center gap-4 text-sm text-muted">
            <span>{vehicleLabel(courier.vehicle)}</span>
            <LoadMeter load={courier.load} />
          </div>
        </div>
        <CourierActions courier={courier} />
      </header>
      <CourierStats courier={courier} rating={rating} />
      <div className="grid gap-5 xl:grid-cols-2">
        <ManifestCard manifest={manifest} route={route} />
        <ProfileCard courier={courier} />
        <EarningsCard courierId={courier.id} />
        <ShiftsCard shifts={shifts} />
      </div>
      <DeliveriesCard courierId={courier.id} />
    </div>
  );
}
