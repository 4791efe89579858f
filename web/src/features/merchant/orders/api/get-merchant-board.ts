import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantBoard } from '#domain/merchant/orders.ts';
import { api } from '#web/lib/api-client.ts';

/** Every query of the shop's orders starts with this key: the board and each order's detail. */
export const MERCHANT_ORDERS_KEY = ['merchant', 'orders'] as const;

export const getMerchantBoard = () => api<MerchantBoard>('/api/merchant/orders');

export const merchantBoardQuery = queryOptions({
  queryKey: [...MERCHANT_ORDERS_KEY, 'board'],
  queryFn: getMerchantBoard,
});

/** The board; every 30 s while a courier is on the way to the shop, so their ETA stays current. */
export const useMerchantBoard = () =>
  useQuery({
    ...merchantBoardQuery,
    refetchInterval: (query) =>
      query.state.data?.active.some((o) => o.courier?.etaMinutes != null) ? 30_000 : false,
  });
