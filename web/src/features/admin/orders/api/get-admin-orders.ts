import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AdminOrderList, AdminOrderRow } from '#domain/admin/order-list.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { ADMIN_ORDERS_KEY } from '#web/api/admin-orders/admin-order-keys.ts';
import { api } from '#web/lib/api-client.ts';
import { orderQueryString } from '../utils/order-filters.ts';

/**
 * Keyset pages have no way back, so each page remembers the cursor that led to it ('' is the first page). After a
 * reload deep in the list the way back is unknown and "Newer" goes to the first page.
 */
const previousOf = new Map<string, string>();

export async function getAdminOrders(
  params: TableParams,
  signal?: AbortSignal,
): Promise<TablePage<AdminOrderRow>> {
  const page = await api<AdminOrderList>(
    `/api/admin/orders?${orderQueryString(params, params.cursor)}`,
    signal ? { signal } : {},
  );
  if (page.nextCursor) previousOf.set(page.nextCursor, params.cursor ?? '');
  const previous = params.cursor ? previousOf.get(params.cursor) : undefined;
  return { rows: page.orders, nextCursor: page.nextCursor, prevCursor: previous || null };
}

type Page = TablePage<AdminOrderRow>;

export const adminOrdersQuery = (params: TableParams): UseQueryOptions<Page, Error, Page, QueryKey> => ({
  queryKey: [...ADMIN_ORDERS_KEY, params],
  queryFn: ({ signal }) => getAdminOrders(params, signal),
  staleTime: 15_000,
});

/** The CSV export of every order the filters match (sort and page aside). */
export const adminOrdersCsvUrl = (params: Pick<TableParams, 'sort' | 'dir' | 'filters'>) => {
  const query = orderQueryString({ ...params, sort: null });
  return `/api/admin/orders/export.csv${query ? `?${query}` : ''}`;
};
