import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicGiveaway } from '#domain/giveaways/schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const getLiveGiveaway = () =>
  api<{ giveaway: PublicGiveaway | null }>('/api/giveaways/live').then((r) => r.giveaway);

export const liveGiveawayQueryKey = ['giveaways', 'live'] as const;

export const liveGiveawayQuery = queryOptions({
  queryKey: liveGiveawayQueryKey,
  queryFn: getLiveGiveaway,
  staleTime: 60_000,
  // The banner follows no realtime topic: a switched-off or ended giveaway goes when the tab comes back.
  refetchOnWindowFocus: true,
});

export function useLiveGiveaway() {
  return useQuery(liveGiveawayQuery);
}
