import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DispatchCouriersResponse } from '#domain/admin/dispatch-views.ts';
import { api } from '#web/lib/api-client.ts';

export const dispatchCouriersQuery = queryOptions({
  queryKey: ['admin', 'dispatch', 'couriers'],
  queryFn: () => api<DispatchCouriersResponse>('/api/admin/dispatch/couriers'),
  staleTime: 0,
});

/** Couriers on shift, with their load against the carry limit; fetched again each time it is shown. */
export const useDispatchCouriers = (enabled = true) =>
  useQuery({ ...dispatchCouriersQuery, enabled, refetchOnMount: 'always' });
