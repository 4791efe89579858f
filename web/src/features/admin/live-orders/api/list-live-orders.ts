import { queryOptions } from '@tanstack/react-query';
import type { AdminOrderList, AdminOrderRow } from '#domain/admin/order-list.ts';
import { api } from '#web/lib/api-client.ts';
import { BOARD_STATUSES } from '../utils/board.ts';

/** The active orders, oldest first, at most 100: one request for every column of the board. */
export const liveOrdersQuery = queryOptions({
  queryKey: ['admin', 'orders', 'live'],
  queryFn: async (): Promise<AdminOrderRow[]> => {
    const params = new URLSearchParams({
      status: BOARD_STATUSES.join(','),
      limit: '100',
      sort: 'created_asc',
    });
    return (await api<AdminOrderList>(`/api/admin/orders?${params}`)).orders;
  },
  staleTime: 0,
});
