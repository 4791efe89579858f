import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyOrdersResponse } from '#domain/orders/order-response.ts';
import { api } from '#web/lib/api-client.ts';

export const getMyOrders = () => api<MyOrdersResponse>('/api/orders').then((r) => r.orders);

export const myOrdersQueryKey = (userId: string | null) => ['orders', 'mine', userId] as const;

export const myOrdersQuery = (userId: string | null) =>
  queryOptions({
    queryKey: myOrdersQueryKey(userId),
    queryFn: getMyOrders,
    enabled: userId !== null,
    refetchOnMount: true,
  });

export function useMyOrders(userId: string | null) {
  return useQuery(myOrdersQuery(userId));
}
