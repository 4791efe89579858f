import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountResponse } from '#domain/account/account-response.ts';
import { api } from './api-client.ts';

export const getAccount = () => api<AccountResponse>('/api/account');

/** `GET /api/account`: the account page and checkout's prefill share this one query. */
export const accountQuery = (userId: string | null) =>
  queryOptions({ queryKey: ['account', userId], queryFn: getAccount, enabled: userId !== null });

export function useAccount(userId: string | null) {
  return useQuery(accountQuery(userId));
}
