import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#domain/catalog.ts';
import { api } from '#web/lib/api-client.ts';

export const getProductsByIds = (ids: readonly string[]) =>
  api<{ products: Product[] }>(`/api/products?ids=${ids.map(encodeURIComponent).join(',')}`).then(
    (r) => r.products,
  );

/** Hydrates the guest cart: one request for every product it holds. */
export const cartProductsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['products', 'by-ids', ids] as const,
    queryFn: () => getProductsByIds(ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });

export function useCartProducts(productIds: readonly string[]) {
  const ids = [...new Set(productIds)].sort();
  return useQuery(cartProductsQuery(ids));
}
