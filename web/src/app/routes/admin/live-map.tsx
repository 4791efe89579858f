import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AssignCourierDialog } from '#web/features/admin/dispatch/assign-courier-dialog.tsx';
import {
  DispatchSidePanel,
  isAssignable,
} from '#web/features/admin/dispatch/components/dispatch-side-panel.tsx';
import { useLiveDispatchMap } from '#web/features/admin/dispatch/hooks/use-live-dispatch-map.ts';
import { useMapDispatch } from '#web/features/admin/dispatch/hooks/use-map-dispatch.ts';
import { LiveStatus } from '#web/features/admin/live-orders/components/live-status.tsx';
import { MAP_CONTROLS, MAP_DARK_TILES, MAP_GRID } from '#web/components/map/map-styles.ts';
import { useCan } from '#web/lib/use-can.ts';
import { MapLegend } from '#web/features/admin/dispatch/components/map-legend.tsx';
import { useIncidentAlerts } from '#web/features/admin/safety/api/get-incident-alerts.ts';
import { useLiveIncidents } from '#web/features/admin/safety/hooks/use-live-incidents.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';

const DispatchMapView = lazy(() =>
  import('./incident-dispatch-map.tsx').then((m) => ({ default: m.IncidentDispatchMap })),
);

/** Live map: shops, couriers on shift and active drop-offs, moving as positions arrive. */
export function AdminLiveMapRoute() {
  const map = useLiveDispatchMap(useCan('orders:read:any'));
  const canAssign = useCan('orders:status:write');
  const canReadIncidents = useCan('incidents:read');
  useLiveIncidents(canReadIncidents);
  const alerts = useIncidentAlerts(canReadIncidents);
  const navigate = useNavigate();
  const [courier, setCourier] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<{ id: string; number: string } | null>(null);
  const dispatch = useMapDispatch(map.data);
  const picking = canAssign ? dispatch.picking : null;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle title="Live map">
          Couriers on shift and active orders at their drop-off. Pick a waiting order, then a courier, to
          assign it.
        </PageTitle>
        <LiveStatus />
      </div>
      {map.isError ? (
        <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/5 p-6">
          <p className="font-medium text-danger">The map could not be loaded.</p>
          <p className="mt-1 text-sm text-muted">{map.error.message}</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => void map.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]">
          <div
            role="region"
            aria-label="Dispatch map"
            className={`relative isolate h-[28rem] overflow-hidden rounded-2xl border border-border md:h-[calc(100dvh-12rem)] md:min-h-[28rem] ${MAP_GRID} ${MAP_CONTROLS} ${MAP_DARK_TILES}`}
          >
            {map.data ? (
              <Suspense
                fallback={
                  <div className="flex h-full items-center justify-center">
                    <Spinner label="Loading the map" />
                  </div>
                }
              >
                <DispatchMapView
                  data={map.data}
                  selectedCourier={courier}
                  onCourier={(id) => (picking ? dispatch.chooseCourier(id) : setCourier(id))}
                  pickedOrder={picking?.id ?? null}
                  canDrag={canAssign ? isAssignable : undefined}
                  onDropOnCourier={canAssign ? (o, id) => dispatch.chooseCourier(id, o) : undefined}
                  incidents={alerts.data?.incidents}
                  onIncident={(i) => void navigate(`/admin/delivery-safety/${i.id}`)}
                  onOrder={(o) => {
                    if (canAssign && isAssignable(o)) dispatch.pick(o);
                    else setCourier(o.courierId);
                  }}
                />
              </Suspense>
            ) : (
              <div className="flex h-full items-center justify-center">
                <Spinner label="Loading the map" />
              </div>
            )}
          </div>
          {map.data ? (
            <DispatchSidePanel
              data={map.data}
              selectedCourier={courier}
              onCourier={setCourier}
              onAssign={canAssign ? (o) => setAssigning({ id: o.id, number: o.number }) : null}
              dispatch={canAssign ? dispatch : null}
            />
          ) : (
            <div role="status" className="space-y-3">
              <span className="sr-only">Loading couriers…</span>
              <Skeleton className="h-40 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          )}
        </div>
      )}
      <MapLegend noTiles={map.data !== undefined && !map.data.mapTileUrl} />
      <AssignCourierDialog order={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}
