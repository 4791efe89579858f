import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CourierResponse } from '#domain/couriers/courier-responses.ts';
import type { CourierView } from '#domain/couriers/views.ts';
import { courierRequest } from '../utils/courier-request.ts';

export const getCourier = () => courierRequest<CourierResponse>('/api/courier/me').then((r) => r.courier);

export const courierQuery = queryOptions({
  queryKey: ['courier', 'me'],
  queryFn: getCourier,
  // 401 (signed out) and 403 (not a courier) are answers, not faults.
  retry: false,
});

export function useCourier(enabled = true) {
  return useQuery({ ...courierQuery, enabled });
}

/** Every courier endpoint that changes the courier answers with the new record. */
export const storeCourier = (queryClient: QueryClient, courier: CourierView) =>
  queryClient.setQueryData(courierQuery.queryKey, courier);
