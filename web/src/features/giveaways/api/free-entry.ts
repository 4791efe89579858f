import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyGiveawayEntry } from '#domain/giveaways/schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const requestFreeEntry = (slug: string) =>
  api<{ entry: MyGiveawayEntry }>(`/api/giveaways/${encodeURIComponent(slug)}/free-entry`, {
    method: 'POST',
    body: {},
  }).then((r) => r.entry);

/** The free alternative method of entry: once per New York day. */
export function useFreeEntry(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestFreeEntry(slug),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['giveaways'] }),
  });
}
