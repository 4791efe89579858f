import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPartnerApplicationResponse } from '#domain/admin/partners.ts';
import { api } from '#web/lib/api-client.ts';
import { PARTNER_SHOPS_KEY } from './get-partner-shops.ts';
import { PARTNER_APPLICATIONS_KEY } from './get-partner-applications.ts';

/** Approve (no reason) or reject (with one); the applications and the shops refetch after. */
export function useDecidePartnerApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { approve: true } | { approve: false; reason: string }) =>
      api<AdminPartnerApplicationResponse>(
        `/api/admin/partner-applications/${encodeURIComponent(id)}/${decision.approve ? 'approve' : 'reject'}`,
        { method: 'POST', body: decision.approve ? {} : { reason: decision.reason } },
      ),
    meta: { silent: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PARTNER_APPLICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: PARTNER_SHOPS_KEY });
    },
  });
}
