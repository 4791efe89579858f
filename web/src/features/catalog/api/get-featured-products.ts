import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#domain/catalog.ts';
import type { ProductListResponse } from '#domain/catalog/product-response.ts';
import { api } from '#web/lib/api-client.ts';

export async function getFeaturedProducts(): Promise<Product[]> {
  const { products } = await api<ProductListResponse>('/api/products/featured');
  return products;
}

export const featuredProductsQueryOptions = queryOptions({
  queryKey: ['products', 'featured'],
  queryFn: getFeaturedProducts,
});

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions);
}
