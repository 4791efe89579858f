import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DispatchMap } from '#domain/admin/dispatch-views.ts';
import { api } from '#web/lib/api-client.ts';

export const dispatchMapQuery = queryOptions({
  queryKey: ['admin', 'dispatch', 'map'],
  queryFn: () => api<DispatchMap>('/api/admin/dispatch/map'),
  staleTime: 0,
});

export const useDispatchMap = () => useQuery(dispatchMapQuery);
