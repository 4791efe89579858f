import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AdminIncident, IncidentPage } from '#domain/admin/safety.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';
import { keysetPager } from '#web/components/data-table/keyset-pager.ts';
import { listQueryString } from '../utils/keyset.ts';

export const SAFETY_KEY = ['admin', 'safety'] as const;
export const INCIDENTS_KEY = [...SAFETY_KEY, 'incidents'] as const;
export const INCIDENT_FILTER_KEYS = ['status', 'category', 'from', 'to'] as const;

const pager = keysetPager();
type Page = TablePage<AdminIncident>;

export async function getIncidents(params: TableParams, signal?: AbortSignal): Promise<Page> {
  const page = await api<IncidentPage>(
    `/api/admin/safety/incidents?${listQueryString(params, INCIDENT_FILTER_KEYS)}`,
    signal ? { signal } : {},
  );
  return pager(params, page.incidents, page.nextCursor);
}

export const incidentsQuery = (params: TableParams): UseQueryOptions<Page, Error, Page, QueryKey> => ({
  queryKey: [...INCIDENTS_KEY, params],
  queryFn: ({ signal }) => getIncidents(params, signal),
  staleTime: 15_000,
  refetchOnMount: true,
});
