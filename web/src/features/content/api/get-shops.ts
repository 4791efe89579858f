import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerShop, ShopsResponse } from '#domain/catalog/shops-response.ts';
import { api } from '#web/lib/api-client.ts';

export async function getShops(): Promise<PartnerShop[]> {
  const { shops } = await api<ShopsResponse>('/api/shops');
  return shops;
}

export const shopsQueryOptions = queryOptions({ queryKey: ['shops'], queryFn: getShops });

export function useShops() {
  return useQuery(shopsQueryOptions);
}
