import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IncidentAlerts } from '#domain/admin/safety.ts';
import { api } from '#web/lib/api-client.ts';
import { SAFETY_KEY } from './get-incidents.ts';

export const incidentAlertsQuery = queryOptions({
  queryKey: [...SAFETY_KEY, 'alerts'],
  queryFn: ({ signal }) => api<IncidentAlerts>('/api/admin/safety/alerts', { signal }),
  staleTime: 30_000,
  refetchOnMount: true,
});

/** Open thefts and accidents, for the dashboard and the live map; `enabled` false for staff who may not read them. */
export function useIncidentAlerts(enabled: boolean) {
  return useQuery({ ...incidentAlertsQuery, enabled });
}
