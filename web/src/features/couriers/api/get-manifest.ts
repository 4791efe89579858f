import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Manifest } from '#domain/couriers/views.ts';
import { courierRequest } from '../utils/courier-request.ts';

export const getManifest = () => courierRequest<Manifest>('/api/courier/manifest');

export const manifestQuery = queryOptions({
  queryKey: ['courier', 'manifest'],
  queryFn: getManifest,
  staleTime: 0,
});

export function useManifest() {
  return useQuery({ ...manifestQuery, refetchOnMount: 'always' });
}
