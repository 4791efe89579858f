import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGiveawayResponse } from '#domain/giveaways/admin-entrants.ts';
import { api } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { GIVEAWAYS_KEY } from './get-giveaways.ts';

const path = (id: string) => `/api/admin/giveaways/${encodeURIComponent(id)}`;

/** Switches a giveaway on or off. */
export function useSetGiveawayActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api<AdminGiveawayResponse>(`${path(id)}/active`, { method: 'POST', body: { active } }),
    meta: { silent: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: GIVEAWAYS_KEY }),
  });
}

/**
 * Ends a live giveaway now (closing a test giveaway before its date). The toast is the mutation's own: the live
 * update that follows can unmount the button (it shows only while live) before the answer is read.
 */
export function useEndGiveaway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<AdminGiveawayResponse>(`${path(id)}/end`, { method: 'POST' }),
    meta: { silent: true },
    onSuccess: ({ giveaway }) => void toast.success(`${giveaway.title} has ended`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: GIVEAWAYS_KEY }),
  });
}
