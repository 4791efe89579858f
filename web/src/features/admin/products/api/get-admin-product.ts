import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductResponse } from '#domain/admin/products.ts';
import { api } from '#web/lib/api-client.ts';

export const adminProductKey = (id: string) => ['admin', 'products', 'detail', id] as const;

export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: adminProductKey(id),
    queryFn: async ({ signal }) =>
      (await api<AdminProductResponse>(`/api/admin/products/${encodeURIComponent(id)}`, { signal })).product,
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });

export const useAdminProduct = (id: string | null) =>
  useQuery({ ...adminProductQuery(id ?? ''), enabled: Boolean(id) });
