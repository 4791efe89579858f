import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCouponDelete, AdminCouponResponse } from '#domain/admin/coupons.ts';
import { api } from '#web/lib/api-client.ts';
import { COUPONS_KEY } from './get-coupons.ts';

const path = (id: string) => `/api/admin/coupons/${encodeURIComponent(id)}`;

/** Switches a coupon on or off. */
export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api<AdminCouponResponse>(`${path(id)}/active`, { method: 'POST', body: { active } }),
    meta: { silent: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}

/** Deletes an unused coupon; a used one is archived instead (the answer says which). */
export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<AdminCouponDelete>(path(id), { method: 'DELETE' }),
    meta: { silent: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
