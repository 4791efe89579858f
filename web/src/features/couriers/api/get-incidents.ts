import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierIncidentsResponse } from '#domain/couriers/incident-views.ts';
import { courierRequest } from '../utils/courier-request.ts';

export const getIncidents = () => courierRequest<CourierIncidentsResponse>('/api/courier/incidents');

export const incidentsQuery = queryOptions({ queryKey: ['courier', 'incidents'], queryFn: getIncidents });

/** The courier's own reports and the deliveries a new one may name. */
export function useIncidents() {
  return useQuery(incidentsQuery);
}
