import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopPauseResponse } from '#domain/merchant/quick-pause.ts';
import { api } from '#web/lib/api-client.ts';

export const SHOP_PAUSE_KEY = ['merchant', 'pause'] as const;

export const getShopPause = () => api<ShopPauseResponse>('/api/merchant/pause');

export const shopPauseQuery = queryOptions({ queryKey: SHOP_PAUSE_KEY, queryFn: getShopPause });

export const useShopPause = () => useQuery(shopPauseQuery);
