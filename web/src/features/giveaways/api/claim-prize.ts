import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyGiveawayEntry } from '#domain/giveaways/schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const claimPrize = (slug: string) =>
  api<{ entry: MyGiveawayEntry }>(`/api/giveaways/${encodeURIComponent(slug)}/claim`, {
    method: 'POST',
    body: {},
  }).then((r) => r.entry);

export function useClaimPrize(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimPrize(slug),
    meta: { silent: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['giveaways'] }),
  });
}
