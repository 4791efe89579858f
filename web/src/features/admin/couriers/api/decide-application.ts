import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminApplicationResponse } from '#domain/admin/couriers-views.ts';
import { api } from '#web/lib/api-client.ts';
import { APPLICATIONS_KEY } from './get-applications.ts';

/** Approve (no reason) or reject (with one); every application list and detail refetches after. */
export function useDecideApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { approve: true } | { approve: false; reason: string }) =>
      api<AdminApplicationResponse>(
        `/api/admin/courier-applications/${encodeURIComponent(id)}/${decision.approve ? 'approve' : 'reject'}`,
        { method: 'POST', body: decision.approve ? {} : { reason: decision.reason } },
      ),
    meta: { silent: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });
}
