import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import type { AdminPartnerApplicationList, AdminPartnerApplicationResponse } from '#domain/admin/partners.ts';
import { api } from '#web/lib/api-client.ts';

export const PARTNER_APPLICATIONS_KEY = ['admin', 'partner-applications'] as const;

/** One page of partner applications with a status, newest first; the page's cursor comes from the URL. */
export const usePartnerApplications = (status: ApplicationStatus, cursor: string | null) =>
  useQuery({
    queryKey: [...PARTNER_APPLICATIONS_KEY, 'list', status, cursor],
    queryFn: ({ signal }) =>
      api<AdminPartnerApplicationList>(
        `/api/admin/partner-applications?status=${status}&limit=25${cursor ? `&cursor=${cursor}` : ''}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const usePartnerApplication = (id: string | null) =>
  useQuery({
    queryKey: [...PARTNER_APPLICATIONS_KEY, 'detail', id ?? ''],
    queryFn: ({ signal }) =>
      api<AdminPartnerApplicationResponse>(`/api/admin/partner-applications/${encodeURIComponent(id!)}`, {
        signal,
      }).then((r) => r.application),
    enabled: Boolean(id),
  });
