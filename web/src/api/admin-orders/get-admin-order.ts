import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderResponse } from '#domain/admin/order-detail.ts';
import { adminOrderKey } from './admin-order-keys.ts';
import { api } from '#web/lib/api-client.ts';

export const getAdminOrder = (id: string, signal?: AbortSignal) =>
  api<AdminOrderResponse>(`/api/admin/orders/${encodeURIComponent(id)}`, signal ? { signal } : {}).then(
    (r) => r.order,
  );

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });

export const useAdminOrder = (id: string) => useQuery(adminOrderQuery(id));
