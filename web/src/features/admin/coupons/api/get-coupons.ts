import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  COUPON_STATUSES,
  type AdminCouponList,
  type CouponListQuery,
  type CouponStatus,
} from '#domain/admin/coupons.ts';
import { wholeList, type TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const COUPONS_KEY = ['admin', 'coupons'] as const;
export const COUPON_FILTER_KEYS = ['q', 'status'] as const;

export const couponsPath = ({ q, status }: CouponListQuery) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  const query = params.toString();
  return `/api/admin/coupons${query ? `?${query}` : ''}`;
};

/** The URL's coupon filters, an unknown status left out. */
export function couponFilters(filters: Readonly<Record<string, string>>): CouponListQuery {
  const status = COUPON_STATUSES.find((s: CouponStatus) => s === filters.status);
  return { ...(filters.q ? { q: filters.q } : {}), ...(status ? { status } : {}) };
}

/** The coupons matching the search and status, newest first, with usage and revenue. */
export const couponsQuery = ({ filters: url }: TableParams) => {
  const filters = couponFilters(url);
  return queryOptions({
    queryKey: [...COUPONS_KEY, 'list', filters],
    queryFn: ({ signal }) => api<AdminCouponList>(couponsPath(filters), { signal }),
    select: (list) => wholeList(list.coupons),
    placeholderData: keepPreviousData,
  });
};
