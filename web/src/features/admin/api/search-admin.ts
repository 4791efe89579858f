import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '#web/lib/api-client.ts';

export interface AdminSearchItem {
  id: string;
  label: string;
  sublabel?: string | null;
}

export const ADMIN_SEARCH_GROUPS = ['orders', 'customers', 'couriers', 'products'] as const;
export type AdminSearchGroup = (typeof ADMIN_SEARCH_GROUPS)[number];
export type AdminSearchResults = Partial<Record<AdminSearchGroup, AdminSearchItem[]>>;

/** `GET /api/admin/search?q=`; an endpoint not there yet (404) answers nothing found. */
export async function searchAdmin(q: string, signal?: AbortSignal): Promise<AdminSearchResults> {
  try {
    return await api<AdminSearchResults>(
      `/api/admin/search?q=${encodeURIComponent(q)}`,
      signal ? { signal } : {},
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return {};
    throw error;
  }
}

export const adminSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'search', q],
    queryFn: ({ signal }) => searchAdmin(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: 30_000,
    retry: false,
  });

export const useAdminSearch = (q: string) => useQuery(adminSearchQuery(q.trim()));
