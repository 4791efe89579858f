import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopsResponse } from '#domain/catalog/shops-response.ts';
import { api } from '#web/lib/api-client.ts';

/** The shops a product can belong to, as [id, name] options. */
export const shopOptionsQuery = queryOptions({
  queryKey: ['admin', 'products', 'shop-options'] as const,
  queryFn: async ({ signal }) =>
    (await api<ShopsResponse>('/api/shops', { signal })).shops.map((s) => [s.id, s.name] as const),
  staleTime: 5 * 60_000,
});
export const useShopOptions = () => useQuery(shopOptionsQuery);
