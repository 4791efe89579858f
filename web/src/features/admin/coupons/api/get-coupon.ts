import { useQuery } from '@tanstack/react-query';
import type { AdminCouponResponse } from '#domain/admin/coupons.ts';
import { api } from '#web/lib/api-client.ts';
import { COUPONS_KEY } from './get-coupons.ts';

export const couponKey = (id: string) => [...COUPONS_KEY, 'one', id] as const;

/** One coupon with its usage so far and the revenue of the orders placed with it. */
export const useCoupon = (id: string) =>
  useQuery({
    queryKey: couponKey(id),
    queryFn: ({ signal }) =>
      api<AdminCouponResponse>(`/api/admin/coupons/${encodeURIComponent(id)}`, { signal }),
  });
