import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '#domain/catalog.ts';
import type { SearchResponse } from '#domain/catalog/product-response.ts';
import { api } from '#web/lib/api-client.ts';

export function searchProducts(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api<SearchResponse>(`/api/search?q=${encodeURIComponent(query)}`, { signal });
}

export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', query],
    queryFn: ({ signal }) => searchProducts(query, signal),
    enabled: query.length >= SEARCH_MIN_CHARS,
  });

/** Spec §5: search runs only with at least 2 characters; below that the results clear. */
export function useSearchProducts(query: string) {
  const active = query.length >= SEARCH_MIN_CHARS;
  const result = useQuery({ ...searchQueryOptions(query), placeholderData: keepPreviousData });
  return {
    results: active ? (result.data?.results ?? []) : [],
    suggestions: active && !result.isPlaceholderData ? (result.data?.suggestions ?? null) : null,
    isSearching: active && result.isFetching,
    isSettled: active && !result.isPlaceholderData && result.isSuccess,
  };
}
