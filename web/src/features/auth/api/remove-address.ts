import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { AccountResponse } from '#domain/account/account-response.ts';
import { accountQuery } from '#web/lib/account.ts';

export const removeAddress = (id: string) =>
  api<AccountResponse>(`/api/account/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The confirmation dialog shows a refusal; the account is refetched in case the address was already gone. */
export function useRemoveAddress(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = accountQuery(userId);
  return useMutation({
    mutationFn: removeAddress,
    meta: { silent: true },
    onSuccess: (account) => queryClient.setQueryData(queryKey, account),
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
