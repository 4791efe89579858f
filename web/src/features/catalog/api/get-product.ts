import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Product } from '#domain/catalog.ts';
import type { ProductResponse } from '#domain/catalog/product-response.ts';
import { ApiError, api } from '#web/lib/api-client.ts';

export async function getProduct(idOrSlug: string): Promise<Product> {
  const { product } = await api<ProductResponse>(`/api/products/${encodeURIComponent(idOrSlug)}`);
  return product;
}

export const productQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['products', 'detail', idOrSlug],
    queryFn: () => getProduct(idOrSlug),
  });

/** A product already held by a cached list (home grids), shown while the detail request runs. */
function fromCachedLists(client: QueryClient, idOrSlug: string): Product | undefined {
  for (const [, data] of client.getQueriesData<Product[] | Product>({ queryKey: ['products'] })) {
    if (!Array.isArray(data)) continue;
    const hit = data.find((p) => p.id === idOrSlug || p.slug === idOrSlug);
    if (hit) return hit;
  }
  return undefined;
}

export function useProduct(idOrSlug: string) {
  const client = useQueryClient();
  return useQuery({
    ...productQueryOptions(idOrSlug),
    placeholderData: () => fromCachedLists(client, idOrSlug),
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
