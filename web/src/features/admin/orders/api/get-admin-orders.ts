import { keysetPager } from '#web/components/data-table/keyset-pager.ts';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AdminOrderList, AdminOrderRow } from '#domain/admin/order-list.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { ADMIN_ORDERS_KEY } from '#web/api/admin-orders/admin-order-keys.ts';
import { api } from '#web/lib/api-client.ts';
import { orderQueryString } from '../utils/order-filters.ts';

const pager = keysetPager();

export async function getAdminOrders(
  params: TableParams,
  signal?: AbortSignal,
): Promise<TablePage<AdminOrderRow>> {
  const page = await api<AdminOrderList>(
    `/api/admin/orders?${orderQueryString(params, params.cursor)}`,
    signal ? { signal } : {},
  );
  return pager(params, page.orders, page.nextCursor);
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
