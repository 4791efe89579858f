import { queryOptions } from '@tanstack/react-query';
import type { AdminPartnerShopList } from '#domain/admin/partners.ts';
import { wholeList } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const PARTNER_SHOPS_KEY = ['admin', 'partner-shops'] as const;

/** Every partner shop with its people, products, open state and terms, as the table's one page. */
export const partnerShopsQuery = () =>
  queryOptions({
    queryKey: PARTNER_SHOPS_KEY,
    queryFn: ({ signal }) => api<AdminPartnerShopList>('/api/admin/partner-shops', { signal }),
    select: (list) => wholeList(list.shops),
  });
