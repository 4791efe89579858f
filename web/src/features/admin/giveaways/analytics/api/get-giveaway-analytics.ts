import { useQuery } from '@tanstack/react-query';
import type { GiveawayAnalytics } from '#domain/giveaways/admin-analytics.ts';
import { api } from '#web/lib/api-client.ts';
import { GIVEAWAYS_KEY } from '../../list/api/get-giveaways.ts';

/** A giveaway's entries by day and source, referral leaderboard and share-to-entry conversion. */
export const useGiveawayAnalytics = (id: string | null) =>
  useQuery({
    queryKey: [...GIVEAWAYS_KEY, 'analytics', id],
    queryFn: ({ signal }) =>
      api<GiveawayAnalytics>(`/api/admin/giveaways/${encodeURIComponent(id ?? '')}/analytics`, { signal }),
    enabled: id !== null,
    refetchOnMount: 'always',
  });
