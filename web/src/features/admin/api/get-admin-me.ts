import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMeResponse } from '#domain/account/staff-response.ts';
import { api } from '#web/lib/api-client.ts';

export const getAdminMe = () => api<StaffMeResponse>('/api/admin/me');

export const adminMeQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: getAdminMe,
  staleTime: 5 * 60_000,
  retry: false,
});

export const useAdminMe = (enabled: boolean) => useQuery({ ...adminMeQuery, enabled });
