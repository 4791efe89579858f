import { useQueryClient } from '@tanstack/react-query';
import { INCIDENTS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { SAFETY_KEY } from '../api/get-incidents.ts';

/** Follows the `incidents` topic: every report or move refetches what is on screen (lists, detail, alerts). */
export function useLiveIncidents(enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtime(enabled ? INCIDENTS_TOPIC : null, (event) => {
    if (event.kind !== 'incident.created' && event.kind !== 'incident.status') return;
    void queryClient.invalidateQueries({ queryKey: SAFETY_KEY, refetchType: 'active' });
  });
}
