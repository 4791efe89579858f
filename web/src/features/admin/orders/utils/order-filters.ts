import type { AdminOrderSort } from '#domain/admin/order-list.ts';
import { nyDayStart } from '#domain/time/new-york.ts';
import type { TableParams } from '#web/components/data-table/table-params.ts';

/** The list's filters as the URL keeps them (dates as yyyy-mm-dd, statuses comma-separated). */
export const ORDER_FILTER_KEYS = [
  'q',
  'status',
  'shop',
  'borough',
  'courier',
  'from',
  'to',
  'payment',
  'coupon',
  'held',
] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

/** Table columns the server sorts by, and the sort each direction asks for. */
const SORTS: Record<string, Record<'asc' | 'desc', AdminOrderSort>> = {
  createdAt: { asc: 'created_asc', desc: 'created_desc' },
  totalCents: { asc: 'total_asc', desc: 'total_desc' },
};

/** New York midnight of a yyyy-mm-dd day as an ISO instant; `nextDay` moves to the day after (an exclusive end). */
export function dayStart(day: string, nextDay = false): string | null {
  return nyDayStart(day, nextDay ? 1 : 0)?.toISOString() ?? null;
}

/** The query string of `GET /api/admin/orders` (and, without cursor and limit, of its CSV export). */
export function orderQueryString(
  params: Pick<TableParams, 'sort' | 'dir' | 'filters'>,
  cursor?: string | null,
) {
  const { filters } = params;
  const search = new URLSearchParams();
  for (const key of ['q', 'status', 'shop', 'borough', 'courier', 'payment', 'coupon', 'held'] as const) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  const from = filters.from ? dayStart(filters.from) : null;
  const to = filters.to ? dayStart(filters.to, true) : null;
  if (from) search.set('from', from);
  if (to) search.set('to', to);
  const sort = params.sort ? SORTS[params.sort]?.[params.dir] : undefined;
  if (sort) search.set('sort', sort);
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

/** How many filters (search aside) narrow the list, for the "Clear filters" button. */
export const activeFilterCount = (filters: Readonly<Record<string, string>>) =>
  ORDER_FILTER_KEYS.filter((key) => key !== 'q' && filters[key]).length;
