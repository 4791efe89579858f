import { useInfiniteQuery } from '@tanstack/react-query';
import type { MovementsPage } from '#domain/admin/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { INVENTORY_KEY } from './get-inventory.ts';

export const movementsKey = (variantId: string) => [...INVENTORY_KEY, 'movements', variantId] as const;

export function getMovements(variantId: string, cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: '25' });
  if (cursor) search.set('cursor', cursor);
  return api<MovementsPage>(
    `/api/admin/inventory/${encodeURIComponent(variantId)}/movements?${search}`,
    signal ? { signal } : {},
  );
}

/** A variant's ledger, newest first, 25 rows a page. */
export function useMovements(variantId: string | null) {
  return useInfiniteQuery({
    queryKey: movementsKey(variantId ?? ''),
    queryFn: ({ pageParam, signal }) => getMovements(variantId!, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(variantId),
  });
}
