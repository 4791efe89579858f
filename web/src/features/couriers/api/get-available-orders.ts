import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailableOrdersResponse } from '#domain/couriers/courier-responses.ts';
import { COURIERS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { courierRequest } from '../utils/courier-request.ts';

const REFRESH_MS = 30_000;

export const getAvailableOrders = () =>
  courierRequest<AvailableOrdersResponse>('/api/courier/orders/available').then((r) => r.orders);

export const availableOrdersQuery = queryOptions({
  queryKey: ['courier', 'available'],
  queryFn: getAvailableOrders,
  staleTime: 0,
});

/** The pool of orders, kept current by the `couriers` topic and a 30 s poll while the courier is online. */
export function useAvailableOrders(online: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: availableOrdersQuery.queryKey });
  useRealtime(
    online ? COURIERS_TOPIC : null,
    (event) => {
      if (event.kind === 'orders.available') refresh();
    },
    // The server refuses the pool to a session it holds locked (idle, locked or a new PIN elsewhere): asking for
    // the pool at once answers 423, which brings up the PIN screen without waiting for the next poll.
    { onError: refresh },
  );
  return useQuery({
    ...availableOrdersQuery,
    enabled: online,
    refetchInterval: online ? REFRESH_MS : false,
    refetchOnMount: 'always',
  });
}
