import { keysetPager } from '#web/components/data-table/keyset-pager.ts';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AdminCourierList, AdminCourierRow } from '#domain/admin/couriers-views.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const ADMIN_COURIERS_KEY = ['admin', 'couriers', 'list'] as const;
export const COURIER_FILTER_KEYS = ['q', 'online', 'vehicle', 'status'] as const;

const pager = keysetPager();

export async function getAdminCouriers(params: TableParams, signal?: AbortSignal) {
  const search = new URLSearchParams(params.filters);
  if (params.cursor) search.set('cursor', params.cursor);
  const page = await api<AdminCourierList>(`/api/admin/couriers?${search}`, signal ? { signal } : {});
  return pager(params, page.couriers, page.nextCursor);
}

type Page = TablePage<AdminCourierRow>;

export const adminCouriersQuery = (params: TableParams): UseQueryOptions<Page, Error, Page, QueryKey> => ({
  queryKey: [...ADMIN_COURIERS_KEY, params],
  queryFn: ({ signal }) => getAdminCouriers(params, signal),
  staleTime: 15_000,
});
