import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export interface SavedAddress {
  id: string;
  label: string;
  street: string;
  apartment: string | null;
  zip: string;
  borough: string;
  isDefault: boolean;
}

/** The part of `GET /api/account` checkout uses to fill in a signed-in customer's details. */
export interface CheckoutAccount {
  user: { fullName: string; email: string; phone: string };
  addresses: SavedAddress[];
}

export const getCheckoutAccount = () => api<CheckoutAccount>('/api/account');

/** Same key as the account page: one request serves both. */
export const checkoutAccountQuery = (userId: string | null) =>
  queryOptions({ queryKey: ['account', userId], queryFn: getCheckoutAccount, enabled: userId !== null });

export function useCheckoutAccount(userId: string | null) {
  return useQuery(checkoutAccountQuery(userId));
}
