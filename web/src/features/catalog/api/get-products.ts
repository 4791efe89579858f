import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#domain/catalog.ts';
import type { ProductListResponse } from '#domain/catalog/product-response.ts';
import { api } from '#web/lib/api-client.ts';

export async function getProducts(): Promise<Product[]> {
  const { products } = await api<ProductListResponse>('/api/products');
  return products;
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'list', 'all'],
    queryFn: getProducts,
  });

/** The whole menu; the menu page filters it in the browser (see ProductCatalog). */
export function useProducts() {
  return useQuery(productsQueryOptions());
}
