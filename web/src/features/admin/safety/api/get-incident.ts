import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IncidentDetail } from '#domain/admin/safety.ts';
import { api } from '#web/lib/api-client.ts';
import { SAFETY_KEY } from './get-incidents.ts';

export const incidentKey = (id: string) => [...SAFETY_KEY, 'incident', id] as const;

export const incidentQuery = (id: string) =>
  queryOptions({
    queryKey: incidentKey(id),
    queryFn: ({ signal }) =>
      api<IncidentDetail>(`/api/admin/safety/incidents/${encodeURIComponent(id)}`, { signal }),
    refetchOnMount: true,
  });

export function useIncident(id: string) {
  return useQuery(incidentQuery(id));
}
