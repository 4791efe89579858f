import { keysetPager } from '#web/components/data-table/keyset-pager.ts';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AdminUserPage, AdminUserRow } from '#domain/admin/users.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const ADMIN_USERS_KEY = ['admin', 'users', 'list'] as const;
/** The list's filters as the URL keeps them. */
export const USER_FILTER_KEYS = ['q', 'role', 'blocked'] as const;
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];

const pager = keysetPager();

export function userQueryString(filters: Readonly<Record<string, string>>, cursor: string | null) {
  const search = new URLSearchParams();
  for (const key of USER_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

export async function getAdminUsers(
  params: TableParams,
  signal?: AbortSignal,
): Promise<TablePage<AdminUserRow>> {
  const page = await api<AdminUserPage>(
    `/api/admin/users?${userQueryString(params.filters, params.cursor)}`,
    signal ? { signal } : {},
  );
  return pager(params, page.rows, page.nextCursor);
}

type Page = TablePage<AdminUserRow>;

export const adminUsersQuery = (params: TableParams): UseQueryOptions<Page, Error, Page, QueryKey> => ({
  queryKey: [...ADMIN_USERS_KEY, params],
  queryFn: ({ signal }) => getAdminUsers(params, signal),
  staleTime: 15_000,
});
