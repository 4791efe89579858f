import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyGiveawayEntry } from '#domain/giveaways/schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const getMyEntry = (slug: string) =>
  api<{ entry: MyGiveawayEntry | null }>(`/api/giveaways/${encodeURIComponent(slug)}/me`).then(
    (r) => r.entry,
  );

/** Keyed by the giveaway's status too: when it ends or is drawn, the customer's entry is read again. */
export const myEntryQueryKey = (slug: string, userId: string | null, status: string) =>
  ['giveaways', 'me', slug, userId, status] as const;

export function useMyEntry(slug: string, userId: string | null, status: string) {
  return useQuery(
    queryOptions({
      queryKey: myEntryQueryKey(slug, userId, status),
      queryFn: () => getMyEntry(slug),
      enabled: userId !== null,
      // The same customer's entry while it is read again for the new status; never another account's.
      placeholderData: (previous, query) => (query?.queryKey[3] === userId ? previous : undefined),
    }),
  );
}
