import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierIncidentResponse } from '#domain/couriers/incident-views.ts';
import type { ReportIncidentInput } from '#domain/couriers/incidents.ts';
import { toast } from '#web/lib/toast.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { incidentsQuery } from './get-incidents.ts';

export const reportIncident = (body: ReportIncidentInput) =>
  courierRequest<CourierIncidentResponse>('/api/courier/incidents', { method: 'POST', body });

export function useReportIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportIncident,
    meta: { silent: true },
    onSuccess: () => {
      toast('Incident reported', { description: 'The operations team has been alerted.' });
      return queryClient.invalidateQueries({ queryKey: incidentsQuery.queryKey });
    },
  });
}
