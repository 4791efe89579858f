import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DispatchCouriersResponse } from '#domain/admin/dispatch-views.ts';
import { api } from '#web/lib/api-client.ts';

export const dispatchCouriersQuery = queryOptions({
  queryKey: ['admin', 'dispatch', 'couriers'],
  queryFn: ({ signal }) => api<DispatchCouriersResponse>('/api/admin/dispatch/couriers', { signal }),
  staleTime: 0,
});

/** Couriers on shift with their load, while the assign dialog is open. */
export const useDispatchCouriers = (enabled: boolean) => useQuery({ ...dispatchCouriersQuery, enabled });
