import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminWinnersResponse, PassWinner, PassWinnerResponse } from '#domain/giveaways/draw-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { winnersKey } from './get-winners.ts';

const path = (id: string) => `/api/admin/giveaways/${encodeURIComponent(id)}`;

/** Draws the winners and alternates, once; the answer is the new winners screen. */
export function useDrawWinners(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<AdminWinnersResponse>(`${path(id)}/draw`, { method: 'POST', body: {} }),
    meta: { silent: true },
    onSuccess: (data) => queryClient.setQueryData(winnersKey(id), data),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'giveaways'] }),
  });
}

/** Passes a notified winner's prize to the next alternate (unclaimed after the deadline, or disqualified). */
export function usePassWinner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rank, ...body }: PassWinner & { rank: number }) =>
      api<PassWinnerResponse>(`${path(id)}/winners/${rank}/pass`, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: ({ passedTo: _p, message: _m, ...data }) => queryClient.setQueryData(winnersKey(id), data),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: winnersKey(id) }),
  });
}
