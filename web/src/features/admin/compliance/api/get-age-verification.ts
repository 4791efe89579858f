import { keysetPager } from '#web/components/data-table/keyset-pager.ts';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AgeCheckRow, AgeVerificationPage } from '#domain/admin/age-verification.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const AGE_VERIFICATION_KEY = ['admin', 'age-verification'] as const;
export const AGE_FILTER_KEYS = ['from', 'to', 'outcome', 'kind'] as const;

const pager = keysetPager();

const filterQuery = (filters: TableParams['filters']) => {
  const search = new URLSearchParams();
  for (const key of AGE_FILTER_KEYS) if (filters[key]) search.set(key, filters[key]);
  return search;
};

export async function getAgeVerification(
  params: TableParams,
  signal?: AbortSignal,
): Promise<TablePage<AgeCheckRow>> {
  const search = filterQuery(params.filters);
  if (params.cursor) search.set('cursor', params.cursor);
  const page = await api<AgeVerificationPage>(
    `/api/admin/age-verification?${search.toString()}`,
    signal ? { signal } : {},
  );
  return pager(params, page.rows, page.nextCursor);
}

type Page = TablePage<AgeCheckRow>;
export const ageVerificationQuery = (params: TableParams): UseQueryOptions<Page, Error, Page, QueryKey> => ({
  queryKey: [...AGE_VERIFICATION_KEY, params],
  queryFn: ({ signal }) => getAgeVerification(params, signal),
  staleTime: 10_000,
  retry: false,
});

/** The CSV of every check the filters match. */
export const ageVerificationCsvUrl = (filters: TableParams['filters']) => {
  const query = filterQuery(filters).toString();
  return `/api/admin/age-verification/export.csv${query ? `?${query}` : ''}`;
};
