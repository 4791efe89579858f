import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantShopResponse } from '#domain/merchant/shop-contracts.ts';
import { api } from '#web/lib/api-client.ts';

export const MERCHANT_SHOP_KEY = ['merchant', 'shop'] as const;

export const getMerchantShop = () => api<MerchantShopResponse>('/api/merchant/shop');

export const merchantShopQuery = queryOptions({ queryKey: MERCHANT_SHOP_KEY, queryFn: getMerchantShop });

export const useMerchantShop = () => useQuery(merchantShopQuery);
