import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarningsView } from '#domain/couriers/views.ts';
import { courierRequest } from '../utils/courier-request.ts';

export const getEarnings = () => courierRequest<EarningsView>('/api/courier/earnings');

export const earningsQuery = queryOptions({ queryKey: ['courier', 'earnings'], queryFn: getEarnings });

export function useEarnings() {
  return useQuery(earningsQuery);
}
