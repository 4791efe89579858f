import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCouponResponse, CouponInput } from '#domain/admin/coupons.ts';
import { api } from '#web/lib/api-client.ts';
import { COUPONS_KEY } from './get-coupons.ts';

/** Creates a coupon (no id) or replaces one's terms; every coupon query refetches after. */
export function useSaveCoupon(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) =>
      api<AdminCouponResponse>(id ? `/api/admin/coupons/${encodeURIComponent(id)}` : '/api/admin/coupons', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    meta: { silent: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
