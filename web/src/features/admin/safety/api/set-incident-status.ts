import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IncidentDetail } from '#domain/admin/safety.ts';
import type { IncidentStatusChangeInput } from '#domain/couriers/incidents.ts';
import { api } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { SAFETY_KEY } from './get-incidents.ts';
import { incidentKey } from './get-incident.ts';

export const setIncidentStatus = ({ id, ...body }: IncidentStatusChangeInput & { id: string }) =>
  api<IncidentDetail>(`/api/admin/safety/incidents/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body,
  });

export function useSetIncidentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setIncidentStatus,
    meta: { silent: true },
    onSuccess: (detail) => {
      queryClient.setQueryData(incidentKey(detail.incident.id), detail);
      toast(detail.incident.status === 'resolved' ? 'Incident resolved' : 'Incident acknowledged');
      return queryClient.invalidateQueries({ queryKey: SAFETY_KEY });
    },
  });
}
