import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyGiveawayEntry } from '#domain/giveaways/schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const getMyEntries = () =>
  api<{ entries: MyGiveawayEntry[] }>('/api/account/giveaway-entries').then((r) => r.entries);

export const myEntriesQueryKey = (userId: string | null) => ['giveaways', 'mine', userId] as const;

export function useMyEntries(userId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: myEntriesQueryKey(userId),
      queryFn: getMyEntries,
      enabled: userId !== null,
      refetchOnMount: true,
    }),
  );
}
