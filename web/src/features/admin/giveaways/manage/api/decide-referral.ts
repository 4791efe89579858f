import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEntrantResponse, ReferralDecision } from '#domain/giveaways/admin-entrants.ts';
import { api } from '#web/lib/api-client.ts';
import { GIVEAWAYS_KEY } from '../../list/api/get-giveaways.ts';

/** `POST /api/admin/giveaways/entrants/:id/referral`: credit or refuse a held referral; the table refetches after. */
export function useDecideReferral(entrantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReferralDecision['decision']) =>
      api<AdminEntrantResponse>(`/api/admin/giveaways/entrants/${encodeURIComponent(entrantId)}/referral`, {
        method: 'POST',
        body: { decision },
      }),
    meta: { silent: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: GIVEAWAYS_KEY }),
  });
}
