import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderResponse } from '#domain/orders/order-response.ts';
import { api } from '#web/lib/api-client.ts';

export const getOrder = (id: string) => api<OrderResponse>(`/api/orders/${encodeURIComponent(id)}`);

export const orderQueryKey = (id: string) => ['orders', 'detail', id] as const;

/** One of the signed-in customer's orders in full; someone else's answers 404. */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderQueryKey(id),
    queryFn: () => getOrder(id),
    enabled: id.length > 0,
    staleTime: 0,
    refetchOnMount: true,
  });

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}
