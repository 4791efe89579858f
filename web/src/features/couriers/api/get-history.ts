import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryResponse } from '#domain/couriers/courier-responses.ts';
import { courierRequest } from '../utils/courier-request.ts';

export const getHistory = () => courierRequest<HistoryResponse>('/api/courier/history').then((r) => r.items);

export const historyQuery = queryOptions({ queryKey: ['courier', 'history'], queryFn: getHistory });

export function useHistory() {
  return useQuery(historyQuery);
}
