import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import type { AdminApplicationList, AdminApplicationResponse } from '#domain/admin/couriers-views.ts';
import { keysetPage } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const APPLICATIONS_KEY = ['admin', 'courier-applications'] as const;

/** One page of courier applications with a status, newest first, as a table page ("Newest" goes back to the first). */
export const applicationsQuery = (status: ApplicationStatus, cursor: string | null) =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'list', status, cursor],
    queryFn: ({ signal }) =>
      api<AdminApplicationList>(
        `/api/admin/courier-applications?status=${status}&limit=25${cursor ? `&cursor=${cursor}` : ''}`,
        { signal },
      ),
    select: (page) => keysetPage(page.applications, page.nextCursor),
  });

export const applicationKey = (id: string) => [...APPLICATIONS_KEY, 'detail', id] as const;

export const useApplication = (id: string | null) =>
  useQuery({
    queryKey: applicationKey(id ?? ''),
    queryFn: ({ signal }) =>
      api<AdminApplicationResponse>(`/api/admin/courier-applications/${encodeURIComponent(id!)}`, {
        signal,
      }).then((r) => r.application),
    enabled: Boolean(id),
  });
