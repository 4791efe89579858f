import { useQuery } from '@tanstack/react-query';
import type { ShopsResponse } from '#domain/catalog/shops-response.ts';
import { api } from '#web/lib/api-client.ts';
import { INVENTORY_KEY } from './get-inventory.ts';

/** The shops for the inventory's shop filter (the public shop list: id and name are all it needs). */
export function useShopOptions() {
  return useQuery({
    queryKey: [...INVENTORY_KEY, 'shops'],
    queryFn: async () => (await api<ShopsResponse>('/api/shops')).shops.map((s) => [s.id, s.name] as const),
    staleTime: 5 * 60_000,
  });
}
