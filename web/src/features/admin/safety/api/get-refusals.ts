import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { RefusalPage, RefusalRow } from '#domain/admin/safety.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';
import { keysetPager } from '#web/components/data-table/keyset-pager.ts';
import { listQueryString } from '../utils/keyset.ts';
import { SAFETY_KEY } from './get-incidents.ts';

export const REFUSAL_FILTER_KEYS = ['reason', 'from', 'to'] as const;

const pager = keysetPager();
type Page = TablePage<RefusalRow>;

export async function getRefusals(params: TableParams, signal?: AbortSignal): Promise<Page> {
  const page = await api<RefusalPage>(
    `/api/admin/safety/refusals?${listQueryString(params, REFUSAL_FILTER_KEYS)}`,
    signal ? { signal } : {},
  );
  return pager(params, page.refusals, page.nextCursor);
}

export const refusalsQuery = (params: TableParams): UseQueryOptions<Page, Error, Page, QueryKey> => ({
  queryKey: [...SAFETY_KEY, 'refusals', params],
  queryFn: ({ signal }) => getRefusals(params, signal),
  staleTime: 30_000,
  refetchOnMount: true,
});
