import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Category, Product } from '#domain/catalog.ts';
import type { ProductListResponse } from '#domain/catalog/product-response.ts';
import { api } from '#web/lib/api-client.ts';

export async function getProducts(category?: Category): Promise<Product[]> {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  const { products } = await api<ProductListResponse>(`/api/products${query}`);
  return products;
}

export const productsQueryOptions = (category?: Category) =>
  queryOptions({
    queryKey: ['products', 'list', category ?? 'all'],
    queryFn: () => getProducts(category),
  });

/** Keeps the previous category on screen while the next one loads, so the grid does not collapse. */
export function useProducts(category?: Category) {
  return useQuery({ ...productsQueryOptions(category), placeholderData: keepPreviousData });
}
