import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { format } from 'date-fns';
import { ArrowLeft } from 'lucide-react';
import type { IncidentDetail } from '#domain/admin/safety.ts';
import { INCIDENT_CATEGORIES } from '#domain/couriers/incidents.ts';
import { MAP_CONTROLS, MAP_DARK_TILES, MAP_GRID } from '#web/components/map/map-styles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useIncident } from '#web/features/admin/safety/api/get-incident.ts';
import { IncidentStatusBadge } from '#web/features/admin/safety/components/incident-badges.tsx';
import { IncidentFacts } from '#web/features/admin/safety/components/incident-facts.tsx';
import { IncidentStatusForm } from '#web/features/admin/safety/components/incident-status-form.tsx';
import { IncidentTrail } from '#web/features/admin/safety/components/incident-trail.tsx';
import { useLiveIncidents } from '#web/features/admin/safety/hooks/use-live-incidents.ts';
import { useCan } from '#web/lib/use-can.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const DispatchMapView = lazy(() =>
  import('./incident-dispatch-map.tsx').then((m) => ({ default: m.IncidentDispatchMap })),
);
const none = () => undefined;

function IncidentMap({ detail }: { detail: IncidentDetail }) {
  const data = { shops: [], couriers: [], orders: [], ordersTruncated: false, mapTileUrl: detail.mapTileUrl };
  return (
    <div
      role="region"
      aria-label="Where it was reported"
      className={`relative isolate h-72 overflow-hidden rounded-2xl border border-border md:h-80 ${MAP_GRID} ${MAP_CONTROLS} ${MAP_DARK_TILES}`}
    >
      <Suspense fallback={<Spinner label="Loading the map" />}>
        <DispatchMapView
          data={data}
          selectedCourier={null}
          onCourier={none}
          onOrder={none}
          incidents={[detail.incident]}
        />
      </Suspense>
    </div>
  );
}

/** One incident: what, who, where on the map, its next step and its trail; live as others move it. */
export function AdminIncidentRoute() {
  const { id = '' } = useParams();
  useLiveIncidents(true);
  const detail = useIncident(id);
  const canManage = useCan('incidents:manage');
  const back = (
    <Link
      to="/admin/delivery-safety"
      className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-foreground"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> Delivery safety
    </Link>
  );
  if (detail.isError) {
    return (
      <div className="space-y-4">
        {back}
        <div role="alert" className="rounded-2xl border border-danger/40 p-6">
          <p className="font-medium">{detail.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading the incident…</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  const { incident, trail } = detail.data;
  return (
    <div className="space-y-5">
      <DocumentTitle>{`${INCIDENT_CATEGORIES[incident.category]}`}</DocumentTitle>
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-2xl font-semibold tracking-tight">
          {INCIDENT_CATEGORIES[incident.category]}
        </h1>
        <IncidentStatusBadge status={incident.status} />
        <span className="text-sm text-muted">
          Reported {format(new Date(incident.reportedAt), 'MMM d, yyyy, h:mm a')}
        </span>
      </header>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <IncidentMap detail={detail.data} />
          <section className="space-y-3 rounded-2xl border border-border bg-surface p-5">
            <h2 className="font-medium">What the courier said</h2>
            <p className="whitespace-pre-line text-sm">{incident.notes || 'No notes.'}</p>
            <IncidentFacts incident={incident} />
          </section>
        </div>
        <aside className="space-y-5">
          {canManage && (
            <section className="space-y-3 rounded-2xl border border-border bg-surface p-5">
              <h2 className="font-medium">Next step</h2>
              <IncidentStatusForm id={incident.id} status={incident.status} />
            </section>
          )}
          <section className="space-y-3 rounded-2xl border border-border bg-surface p-5">
            <h2 className="font-medium">Trail</h2>
            <IncidentTrail trail={trail} />
          </section>
        </aside>
      </div>
    </div>
  );
}
