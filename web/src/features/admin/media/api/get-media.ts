import { useInfiniteQuery } from '@tanstack/react-query';
import type { MediaListResponse } from '#domain/catalog/media-schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const MEDIA_KEY = ['admin', 'media'] as const;

export interface MediaFilters {
  q?: string;
  kind?: 'image' | 'document';
  use?: 'in-use' | 'unused';
}

/** The library with the filters, a keyset page at a time ("Load more"). */
export const useMediaLibrary = (filters: MediaFilters, limit = 48) =>
  useInfiniteQuery({
    queryKey: [...MEDIA_KEY, filters, limit],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(limit) });
      for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
      if (pageParam) params.set('cursor', pageParam);
      return api<MediaListResponse>(`/api/admin/media?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
