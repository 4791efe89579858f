import { keysetPager } from '#web/components/data-table/keyset-pager.ts';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AdminEntrantPage, AdminEntrantRow } from '#domain/giveaways/admin-entrants.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';
import { GIVEAWAYS_KEY } from '../../list/api/get-giveaways.ts';

/** The table's filters as the URL keeps them. */
export const ENTRANT_FILTER_KEYS = ['giveawayId', 'status', 'q'] as const;
export type EntrantFilterKey = (typeof ENTRANT_FILTER_KEYS)[number];

const pager = keysetPager();

export function entrantQueryString(filters: Readonly<Record<string, string>>, cursor: string | null = null) {
  const search = new URLSearchParams();
  for (const key of ENTRANT_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

/** The CSV of every entrant matching the filters (not just this page). */
export const entrantsCsvUrl = (filters: Readonly<Record<string, string>>) => {
  const query = entrantQueryString(filters);
  return `/api/admin/giveaways/entrants/export.csv${query ? `?${query}` : ''}`;
};

type Page = TablePage<AdminEntrantRow>;

export const entrantsQuery = (params: TableParams): UseQueryOptions<Page, Error, Page, QueryKey> => ({
  queryKey: [...GIVEAWAYS_KEY, 'entrants', params],
  queryFn: async ({ signal }) => {
    const page = await api<AdminEntrantPage>(
      `/api/admin/giveaways/entrants?${entrantQueryString(params.filters, params.cursor)}`,
      { signal },
    );
    return pager(params, page.rows, page.nextCursor);
  },
  staleTime: 10_000,
  refetchOnMount: 'always',
});
