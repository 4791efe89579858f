import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantProductsResponse } from '#domain/merchant/shop-contracts.ts';
import { api } from '#web/lib/api-client.ts';

export const MERCHANT_PRODUCTS_KEY = ['merchant', 'products'] as const;

export const getMerchantProducts = () => api<MerchantProductsResponse>('/api/merchant/products');

export const merchantProductsQuery = queryOptions({
  queryKey: MERCHANT_PRODUCTS_KEY,
  queryFn: getMerchantProducts,
});

export const useMerchantProducts = () => useQuery(merchantProductsQuery);
