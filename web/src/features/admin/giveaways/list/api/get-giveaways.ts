import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminGiveawayList } from '#domain/giveaways/admin-entrants.ts';
import { api } from '#web/lib/api-client.ts';

/** Every giveaway query of the admin starts with this key: one invalidation refreshes them all. */
export const GIVEAWAYS_KEY = ['admin', 'giveaways'] as const;

/** Every giveaway with its status and counts, newest start first. */
export const giveawaysQuery = queryOptions({
  queryKey: [...GIVEAWAYS_KEY, 'list'],
  queryFn: ({ signal }) => api<AdminGiveawayList>('/api/admin/giveaways', { signal }),
  // Counts move while the admin is elsewhere: fresh on every visit.
  refetchOnMount: 'always',
});

export const useGiveaways = () => useQuery(giveawaysQuery);
