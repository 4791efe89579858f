import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCouponList, CouponListQuery } from '#domain/admin/coupons.ts';
import { api } from '#web/lib/api-client.ts';

export const COUPONS_KEY = ['admin', 'coupons'] as const;

export const couponsPath = ({ q, status }: CouponListQuery) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  const query = params.toString();
  return `/api/admin/coupons${query ? `?${query}` : ''}`;
};

/** The coupons matching the search and status, newest first, with usage and revenue. */
export const useCoupons = (filters: CouponListQuery) =>
  useQuery({
    queryKey: [...COUPONS_KEY, 'list', filters],
    queryFn: ({ signal }) => api<AdminCouponList>(couponsPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
