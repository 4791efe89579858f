import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import type { AccountResponse } from '#domain/account/account-response.ts';
import { accountQuery } from '#web/lib/account.ts';

export const makeDefaultAddress = (id: string) =>
  api<AccountResponse>(`/api/account/addresses/${encodeURIComponent(id)}/default`, { method: 'POST' });

export function useMakeDefaultAddress(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = accountQuery(userId);
  return useMutation({
    mutationFn: makeDefaultAddress,
    meta: { silent: true },
    onSuccess: (account) => {
      queryClient.setQueryData(queryKey, account);
      toast.success('Default address updated');
    },
    onError: (error) => {
      toast.error('The default address was not changed', { description: error.message });
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
