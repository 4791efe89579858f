import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGiveawayResponse } from '#domain/giveaways/admin-entrants.ts';
import type { GiveawayInput } from '#domain/giveaways/admin-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { GIVEAWAYS_KEY } from '../../list/api/get-giveaways.ts';

/** Creates a giveaway (no id) or replaces one's terms; every giveaway query refetches after. */
export function useSaveGiveaway(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiveawayInput) =>
      api<AdminGiveawayResponse>(
        id ? `/api/admin/giveaways/${encodeURIComponent(id)}` : '/api/admin/giveaways',
        { method: id ? 'PUT' : 'POST', body: input },
      ),
    meta: { silent: true },
    // The list the form returns to is not on screen yet: refetch it too. Not awaited: the toast and the way back
    // to the list follow the server's answer, not every giveaway query's refetch.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: GIVEAWAYS_KEY, refetchType: 'all' }),
  });
}
