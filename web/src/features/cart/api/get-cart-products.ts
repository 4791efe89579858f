import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '#domain/catalog/product-response.ts';
import { api } from '#web/lib/api-client.ts';

export const getProductsByIds = (ids: readonly string[]) =>
  api<ProductListResponse>(`/api/products?ids=${ids.map(encodeURIComponent).join(',')}`).then(
    (r) => r.products,
  );

/** The ids of a cart's products as one query key: each once, sorted. */
export const cartProductIds = (productIds: readonly string[]) => [...new Set(productIds)].sort();

/** Hydrates the guest cart: one request for every product it holds. */
export const cartProductsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['products', 'by-ids', ids] as const,
    queryFn: () => getProductsByIds(ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });

export function useCartProducts(productIds: readonly string[]) {
  return useQuery(cartProductsQuery(cartProductIds(productIds)));
}
