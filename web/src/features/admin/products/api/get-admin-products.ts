import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AdminProductList, AdminProductRow } from '#domain/admin/products.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const ADMIN_PRODUCTS_KEY = ['admin', 'products', 'list'] as const;
/** The table's filters as the URL keeps them. */
export const PRODUCT_FILTER_KEYS = ['q', 'status', 'category', 'shopId', 'lowStock'] as const;
export type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number];

export function productQueryString(params: Pick<TableParams, 'filters' | 'sort' | 'dir' | 'cursor'>) {
  const search = new URLSearchParams();
  for (const key of PRODUCT_FILTER_KEYS) {
    const value = params.filters[key]?.trim();
    if (value) search.set(key, value);
  }
  if (params.sort) {
    search.set('sort', params.sort);
    search.set('dir', params.dir);
  }
  if (params.cursor) search.set('cursor', params.cursor);
  return search.toString();
}

export type ProductPage = TablePage<AdminProductRow>;

export const adminProductsQuery = (
  params: TableParams,
): UseQueryOptions<ProductPage, Error, ProductPage, QueryKey> => ({
  queryKey: [...ADMIN_PRODUCTS_KEY, params],
  queryFn: ({ signal }) =>
    api<AdminProductList>(`/api/admin/products?${productQueryString(params)}`, { signal }),
  staleTime: 15_000,
});
