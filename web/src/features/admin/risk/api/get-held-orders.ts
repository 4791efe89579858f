import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeldOrdersResponse } from '#domain/admin/risk.ts';
import { api } from '#web/lib/api-client.ts';

export const HELD_ORDERS_KEY = ['admin', 'risk', 'held'] as const;

export const heldOrdersQuery = queryOptions({
  queryKey: HELD_ORDERS_KEY,
  queryFn: ({ signal }) => api<HeldOrdersResponse>('/api/admin/risk/held', { signal }),
  staleTime: 10_000,
});

/** `GET /api/admin/risk/held`: the orders waiting for review, oldest first. */
export const useHeldOrders = () => useQuery(heldOrdersQuery);
