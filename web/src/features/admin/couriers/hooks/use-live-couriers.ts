import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminCourierDetail, AdminCourierRow } from '#domain/admin/couriers-views.ts';
import { ADMIN_ORDERS_TOPIC, FLEET_TOPIC, STAFF_COURIERS_TOPIC } from '#domain/realtime.ts';
import type { TablePage } from '#web/components/data-table/table-params.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { adminCourierKey } from '../api/get-admin-courier.ts';
import { ADMIN_COURIERS_KEY } from '../api/get-admin-couriers.ts';

const COURIERS = ['admin', 'couriers'] as const;

/** A fresh position: the row's age drops to zero and the detail's point moves, without a refetch per second. */
export function patchPosition(
  queryClient: QueryClient,
  courierId: string,
  position: { lat: number; lng: number; at: string },
) {
  queryClient.setQueriesData<TablePage<AdminCourierRow>>({ queryKey: ADMIN_COURIERS_KEY }, (page) =>
    page?.rows.some((r) => r.id === courierId)
      ? { ...page, rows: page.rows.map((r) => (r.id === courierId ? { ...r, positionAgeSeconds: 0 } : r)) }
      : page,
  );
  queryClient.setQueryData<AdminCourierDetail>(adminCourierKey(courierId), (detail) =>
    detail ? { ...detail, courier: { ...detail.courier, positionAgeSeconds: 0, position } } : detail,
  );
}

/**
 * Keeps every courier screen live: positions patch in place; shifts (`fleet`), admin changes (`staff-couriers`) and
 * order moves (`orders`, which change loads and deliveries) refetch the courier queries on screen.
 */
export function useLiveCouriers() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: COURIERS, refetchType: 'active' });
  useRealtime(FLEET_TOPIC, (event) => {
    if (event.kind === 'fleet.position') patchPosition(queryClient, event.courierId, event);
    if (event.kind === 'fleet.shift') refresh();
  });
  useRealtime(ADMIN_ORDERS_TOPIC, (event) => {
    if (event.kind === 'order.status') refresh();
  });
  useRealtime(STAFF_COURIERS_TOPIC, (event) => {
    if (event.kind === 'courier.changed') refresh();
    if (event.kind === 'application.changed') {
      void queryClient.invalidateQueries({
        queryKey: ['admin', 'courier-applications'],
        refetchType: 'active',
      });
    }
  });
}
