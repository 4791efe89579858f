import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEntrantResponse } from '#domain/giveaways/admin-entrants.ts';
import { api } from '#web/lib/api-client.ts';
import { GIVEAWAYS_KEY } from '../../list/api/get-giveaways.ts';

/** `POST /api/admin/giveaways/entrants/:id/disqualify` with the reason; counts and the table refetch after. */
export function useDisqualifyEntrant(entrantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api<AdminEntrantResponse>(`/api/admin/giveaways/entrants/${encodeURIComponent(entrantId)}/disqualify`, {
        method: 'POST',
        body: { reason },
      }),
    meta: { silent: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: GIVEAWAYS_KEY }),
  });
}
