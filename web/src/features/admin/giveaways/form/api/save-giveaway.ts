import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGiveawayResponse } from '#domain/giveaways/admin-entrants.ts';
import type { AdminGiveaway, GiveawayInput } from '#domain/giveaways/admin-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { GIVEAWAYS_KEY } from '../../list/api/get-giveaways.ts';

/**
 * Creates a giveaway (no id) or replaces one's terms; every giveaway query refetches after. The toast and `onSaved`
 * are the mutation's own, not the form's: the live update of the saved giveaway remounts the form (it starts again
 * from what the server holds), sometimes before the answer is read, and a callback of the form would be lost.
 */
export function useSaveGiveaway(id: string | null, onSaved: (giveaway: AdminGiveaway) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiveawayInput) =>
      api<AdminGiveawayResponse>(
        id ? `/api/admin/giveaways/${encodeURIComponent(id)}` : '/api/admin/giveaways',
        { method: id ? 'PUT' : 'POST', body: input },
      ),
    meta: { silent: true },
    onSuccess: ({ giveaway }) => {
      toast.success(id ? `${giveaway.title} saved` : `${giveaway.title} created`);
      onSaved(giveaway);
    },
    // The list the form returns to is not on screen yet: refetch it too. Not awaited: the toast and the way back
    // to the list follow the server's answer, not every giveaway query's refetch.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: GIVEAWAYS_KEY, refetchType: 'all' }),
  });
}
