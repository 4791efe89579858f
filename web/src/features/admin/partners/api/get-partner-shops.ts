import { useQuery } from '@tanstack/react-query';
import type { AdminPartnerShopList } from '#domain/admin/partners.ts';
import { api } from '#web/lib/api-client.ts';

export const PARTNER_SHOPS_KEY = ['admin', 'partner-shops'] as const;

export const usePartnerShops = () =>
  useQuery({
    queryKey: PARTNER_SHOPS_KEY,
    queryFn: ({ signal }) => api<AdminPartnerShopList>('/api/admin/partner-shops', { signal }),
  });
