import { paths } from '#web/config/paths.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSearchResponse } from '#domain/admin/search.ts';
import { api } from '#web/lib/api-client.ts';

export const ADMIN_SEARCH_GROUPS = ['orders', 'customers', 'couriers', 'products'] as const;
export type AdminSearchGroup = (typeof ADMIN_SEARCH_GROUPS)[number] & keyof AdminSearchResponse;

/** `GET /api/admin/search?q=`: at most 5 orders, customers, couriers and products. */
export const searchAdmin = (q: string, signal?: AbortSignal) =>
  api<AdminSearchResponse>(`/api/admin/search?q=${encodeURIComponent(q)}`, signal ? { signal } : {});

/** Whether a query is long enough to search: two characters, spaces aside. */
export const isSearchable = (q: string) => q.trim().length >= 2;

export const adminSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'search', q],
    queryFn: ({ signal }) => searchAdmin(q, signal),
    enabled: isSearchable(q),
    staleTime: 30_000,
    retry: false,
  });

export const useAdminSearch = (q: string) => useQuery(adminSearchQuery(q.trim()));

/** The palette's search as one types: the last hits stay in place until the new ones come, so the list never
 *  empties under the arrows (the search page, which names its query, waits for its own answer instead). Below two
 *  characters, or closed, there is no search and no hit. */
export const useTypeaheadSearch = (q: string) =>
  useQuery({
    ...adminSearchQuery(q.trim()),
    placeholderData: (previous) => (isSearchable(q) ? previous : undefined),
  });

/** Where a hit opens: an order's page, a customer's user page, a courier's page, a product's editor. */
export const resultPath = (group: AdminSearchGroup, id: string): string =>
  ({
    orders: paths.admin.order,
    customers: paths.admin.user,
    couriers: paths.admin.courier,
    products: paths.admin.editProduct,
  })[group].getHref(id);

export const SEARCH_GROUP_LABELS: Record<AdminSearchGroup, string> = {
  orders: 'Orders',
  customers: 'Customers',
  couriers: 'Couriers',
  products: 'Products',
};
