import { useQueryClient } from '@tanstack/react-query';
import { GIVEAWAYS_TOPIC, STAFF_GIVEAWAYS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { winnersKey } from '../api/get-winners.ts';

/** The winners screen follows draws, claims and pass-ons (staff) and the giveaway's own changes (its end). */
export function useLiveWinners(id: string, slug: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: winnersKey(id), refetchType: 'active' });
  useRealtime(STAFF_GIVEAWAYS_TOPIC, (event) => {
    if ((event.kind === 'giveaway.winners' || event.kind === 'giveaway.entries') && event.giveawayId === id)
      refresh();
  });
  useRealtime(GIVEAWAYS_TOPIC, (event) => {
    if (event.kind === 'giveaway.changed' && event.slug === slug) refresh();
  });
}
