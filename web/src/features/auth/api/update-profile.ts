import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '#domain/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { sessionQuery } from '#web/lib/session.ts';
import type { AccountResponse } from '#domain/account/account-response.ts';
import { accountQuery } from '#web/lib/account.ts';

export const updateProfile = (input: ProfileUpdate) =>
  api<AccountResponse>('/api/account', { method: 'PATCH', body: input });

/** The form shows the outcome; the header's name comes from the session, so it is refetched. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { silent: true },
    onSuccess: (account) => {
      queryClient.setQueryData(accountQuery(userId).queryKey, account);
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}
