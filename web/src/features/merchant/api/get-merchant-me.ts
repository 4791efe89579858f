import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantMeResponse } from '#domain/account/staff-response.ts';
import { api } from '#web/lib/api-client.ts';

export const getMerchantMe = () => api<MerchantMeResponse>('/api/merchant/me');

export const merchantMeQuery = queryOptions({
  queryKey: ['merchant', 'me'],
  queryFn: getMerchantMe,
  staleTime: 5 * 60_000,
  retry: false,
});

export const useMerchantMe = (enabled: boolean) => useQuery({ ...merchantMeQuery, enabled });
