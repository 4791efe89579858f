import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LabListResponse, LabResultResponse } from '#domain/catalog/lab-schemas.ts';
import type { LabStatusName } from '../utils/lab-status.ts';
import { api } from '#web/lib/api-client.ts';

export const LABS_KEY = ['admin', 'lab-results'] as const;

export interface LabFilters {
  q?: string;
  status?: LabStatusName;
  productId?: string;
}

/** Lab results with the filters, newest first, a keyset page at a time. */
export const useLabResults = (filters: LabFilters) =>
  useInfiniteQuery({
    queryKey: [...LABS_KEY, filters],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '50' });
      for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
      if (pageParam) params.set('cursor', pageParam);
      return api<LabListResponse>(`/api/admin/lab-results?${params}`, { signal });
    },
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
