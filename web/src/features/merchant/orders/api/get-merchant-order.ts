import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantOrderDetail } from '#domain/merchant/orders.ts';
import { api } from '#web/lib/api-client.ts';
import { MERCHANT_ORDERS_KEY } from './get-merchant-board.ts';

export const merchantOrderKey = (id: string) => [...MERCHANT_ORDERS_KEY, 'detail', id] as const;

export const getMerchantOrder = (id: string) =>
  api<MerchantOrderDetail>(`/api/merchant/orders/${encodeURIComponent(id)}`);

export const merchantOrderQuery = (id: string) =>
  queryOptions({ queryKey: merchantOrderKey(id), queryFn: () => getMerchantOrder(id), retry: false });

/** One order of the shop with its pick list and timeline. */
export const useMerchantOrder = (id: string) => useQuery(merchantOrderQuery(id));
