import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '#domain/auth.ts';
import { api } from './api-client.ts';

export interface SavedAddress {
  id: string;
  label: string;
  street: string;
  apartment: string | null;
  zip: string;
  borough: string;
  isDefault: boolean;
}

export interface Account {
  user: SessionUser;
  addresses: SavedAddress[];
}

export const getAccount = () => api<Account>('/api/account');

/** `GET /api/account`: the account page and checkout's prefill share this one query. */
export const accountQuery = (userId: string | null) =>
  queryOptions({ queryKey: ['account', userId], queryFn: getAccount, enabled: userId !== null });

export function useAccount(userId: string | null) {
  return useQuery(accountQuery(userId));
}
