import { useQueryClient } from '@tanstack/react-query';
import { GIVEAWAYS_TOPIC, STAFF_GIVEAWAYS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { GIVEAWAYS_KEY } from '../api/get-giveaways.ts';

/**
 * A giveaway created, changed, switched, ended or drawn (`giveaways`), entries in or an entrant disqualified, winners
 * changed (`staff-giveaways`): whatever giveaway data is on screen refetches.
 */
export function useLiveGiveaways() {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: GIVEAWAYS_KEY, refetchType: 'active' });
  useRealtime(GIVEAWAYS_TOPIC, refresh);
  useRealtime(STAFF_GIVEAWAYS_TOPIC, refresh);
}
