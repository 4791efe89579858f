import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPartnerShopResponse, PartnerShopUpdate } from '#domain/admin/partners.ts';
import { api } from '#web/lib/api-client.ts';
import { PARTNER_SHOPS_KEY } from './get-partner-shops.ts';

/** Changes what a shop may do (prices) or the platform's share; the list refetches after. */
export function useUpdatePartnerShop(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PartnerShopUpdate) =>
      api<AdminPartnerShopResponse>(`/api/admin/partner-shops/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: patch,
      }),
    meta: { silent: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PARTNER_SHOPS_KEY }),
  });
}
