import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AdminCourierList, AdminCourierRow } from '#domain/admin/couriers-views.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const ADMIN_COURIERS_KEY = ['admin', 'couriers', 'list'] as const;
export const COURIER_FILTER_KEYS = ['q', 'online', 'vehicle', 'status'] as const;

/** Keyset pages have no way back: each page remembers the cursor that led to it ('' is the first page). */
const previousOf = new Map<string, string>();

export async function getAdminCouriers(params: TableParams, signal?: AbortSignal) {
  const search = new URLSearchParams(params.filters);
  if (params.cursor) search.set('cursor', params.cursor);
  const page = await api<AdminCourierList>(`/api/admin/couriers?${search}`, signal ? { signal } : {});
  if (page.nextCursor) previousOf.set(page.nextCursor, params.cursor ?? '');
  const previous = params.cursor ? previousOf.get(params.cursor) : undefined;
  return { rows: page.couriers, nextCursor: page.nextCursor, prevCursor: previous || null };
}

type Page = TablePage<AdminCourierRow>;

export const adminCouriersQuery = (params: TableParams): UseQueryOptions<Page, Error, Page, QueryKey> => ({
  queryKey: [...ADMIN_COURIERS_KEY, params],
  queryFn: ({ signal }) => getAdminCouriers(params, signal),
  staleTime: 15_000,
});
