import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCourierDetail } from '#domain/admin/couriers-views.ts';
import { api } from '#web/lib/api-client.ts';

export const adminCourierKey = (id: string) => ['admin', 'couriers', 'detail', id] as const;

export const adminCourierQuery = (id: string) =>
  queryOptions({
    queryKey: adminCourierKey(id),
    queryFn: ({ signal }) =>
      api<AdminCourierDetail>(`/api/admin/couriers/${encodeURIComponent(id)}`, { signal }),
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });

export const useAdminCourier = (id: string) => useQuery(adminCourierQuery(id));
