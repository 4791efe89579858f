import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountResponse } from '#domain/account/account-response.ts';
import type { SavedAddressFields } from '#domain/account/saved-address.ts';
import { accountQuery } from '#web/lib/account.ts';
import { api } from '#web/lib/api-client.ts';

/** A new address (no id) or a change to one (its id); the server answers the whole account. */
export const saveAddress = ({ id, ...input }: SavedAddressFields & { id?: string }) =>
  id
    ? api<AccountResponse>(`/api/account/addresses/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: input,
      })
    : api<AccountResponse>('/api/account/addresses', { method: 'POST', body: input });

/** The form shows a refusal next to its field. */
export function useSaveAddress(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = accountQuery(userId);
  return useMutation({
    mutationFn: saveAddress,
    meta: { silent: true },
    onSuccess: (account) => queryClient.setQueryData(queryKey, account),
  });
}
