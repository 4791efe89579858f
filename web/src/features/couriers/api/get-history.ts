import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryItem } from '#domain/couriers/views.ts';
import { courierRequest } from '../utils/courier-request.ts';

export const getHistory = () =>
  courierRequest<{ items: HistoryItem[] }>('/api/courier/history').then((r) => r.items);

export const historyQuery = queryOptions({ queryKey: ['courier', 'history'], queryFn: getHistory });

export function useHistory() {
  return useQuery(historyQuery);
}
