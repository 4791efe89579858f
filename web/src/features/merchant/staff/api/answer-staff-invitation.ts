import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInvitationAnswer } from '#domain/merchant/staff.ts';
import { api } from '#web/lib/api-client.ts';
import { sessionQuery } from '#web/lib/session.ts';
import { staffInvitationKey } from './get-staff-invitation.ts';

/** Accepts or declines; an acceptance gives the account the merchant role, so the session is read again. */
export function useAnswerStaffInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      api<StaffInvitationAnswer>(`/api/staff-invitations/${encodeURIComponent(token)}/${answer}`, {
        method: 'POST',
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(staffInvitationKey(token), answer.invitation);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}
