import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Manifest } from '#domain/couriers/views.ts';
import { courierTopic } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { courierRequest } from '../utils/courier-request.ts';

export const getManifest = () => courierRequest<Manifest>('/api/courier/manifest');

export const manifestQuery = queryOptions({
  queryKey: ['courier', 'manifest'],
  queryFn: getManifest,
  staleTime: 0,
});

/**
 * The courier's deliveries. With `courierId`, the courier's own topic keeps it current: an order dispatch gives them
 * (or moves to another courier) shows without a reload, and so does each status change of their orders (the shop
 * marks one ready: 'Picked up' turns on) and each note staff write on one.
 */
export function useManifest(courierId?: string) {
  const queryClient = useQueryClient();
  useRealtime(courierId ? courierTopic(courierId) : null, (event) => {
    if (
      event.kind === 'delivery.assigned' ||
      event.kind === 'delivery.unassigned' ||
      event.kind === 'delivery.note' ||
      event.kind === 'order.status'
    ) {
      void queryClient.invalidateQueries({ queryKey: manifestQuery.queryKey });
    }
  });
  return useQuery({ ...manifestQuery, refetchOnMount: 'always' });
}
