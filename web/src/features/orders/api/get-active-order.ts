import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveOrderResponse } from '#domain/orders/order-response.ts';
import { api } from '#web/lib/api-client.ts';

export const getActiveOrder = () => api<ActiveOrderResponse>('/api/orders/active').then((r) => r.order);

/** The signed-in customer's latest order still on its way, or null. */
export const activeOrderQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['orders', 'active', userId] as const,
    queryFn: getActiveOrder,
    enabled: userId !== null,
    staleTime: 0,
    refetchOnMount: true,
  });

export function useActiveOrder(userId: string | null) {
  return useQuery(activeOrderQuery(userId));
}
