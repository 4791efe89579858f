import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '#domain/admin/users.ts';
import { api } from '#web/lib/api-client.ts';

export const adminUserKey = (id: string) => ['admin', 'users', 'detail', id] as const;

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: adminUserKey(id),
    queryFn: ({ signal }) => api<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }),
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });

export const useAdminUser = (id: string) => useQuery(adminUserQuery(id));
