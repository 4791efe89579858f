import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LabListResponse, LabResultResponse } from '#domain/catalog/lab-schemas.ts';
import type { LabStatusName } from '../utils/lab-status.ts';
import { keysetPage } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const LABS_KEY = ['admin', 'lab-results'] as const;

export interface LabFilters {
  q?: string;
  status?: LabStatusName;
  productId?: string;
}

export const LAB_FILTER_KEYS = ['q', 'status', 'productId'] as const;

function labResultsPath(filters: LabFilters, cursor: string) {
  const params = new URLSearchParams({ limit: '50' });
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/lab-results?${params}`;
}

/** One page of lab results for the table: the filters, and the page's cursor from the URL. */
export const labResultsQuery = (filters: LabFilters, cursor: string | null) =>
  queryOptions({
    queryKey: [...LABS_KEY, 'page', filters, cursor],
    queryFn: ({ signal }) => api<LabListResponse>(labResultsPath(filters, cursor ?? ''), { signal }),
    select: (page) => keysetPage(page.items, page.nextCursor ?? null),
  });

/** Lab results with the filters, newest first, a keyset page at a time (the pickers load more as they scroll). */
export const useLabResults = (filters: LabFilters) =>
  useInfiniteQuery({
    queryKey: [...LABS_KEY, filters],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => api<LabListResponse>(labResultsPath(filters, pageParam), { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useLabResult = (id: string | null) =>
  useQuery({
    queryKey: [...LABS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      api<LabResultResponse>(`/api/admin/lab-results/${encodeURIComponent(id!)}`, { signal }).then(
        (r) => r.labResult,
      ),
    enabled: Boolean(id),
  });
