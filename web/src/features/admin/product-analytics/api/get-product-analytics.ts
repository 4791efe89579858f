import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '#domain/admin/analytics.ts';
import type { ProductAnalyticsResponse, ProductAnalyticsRow } from '#domain/admin/product-analytics.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const PRODUCT_ANALYTICS_KEY = ['admin', 'product-analytics'] as const;
/** The period as the URL keeps it. */
export const PERIOD_KEYS = ['period', 'from', 'to'] as const;

export interface PeriodSelection {
  period: AnalyticsPeriod;
  from?: string;
  to?: string;
}

/** The table's page: the cursor is the page number, from 1. */
const pageOf = (params: TableParams) => {
  const page = Number(params.cursor);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** The request's search: the period (a custom one only with both days) and the sort; the page is added apart. */
export function productAnalyticsSearch(params: TableParams) {
  const { period = '30d', from, to } = params.filters;
  const search = new URLSearchParams({ period });
  if (period === 'custom' && from && to) {
    search.set('from', from);
    search.set('to', to);
  }
  if (params.sort) {
    search.set('sort', params.sort);
    search.set('dir', params.dir);
  }
  return search.toString();
}

export const productAnalyticsCsvUrl = (params: TableParams) =>
  `/api/admin/products/analytics/export.csv?${productAnalyticsSearch(params)}`;

type Page = TablePage<ProductAnalyticsRow> &
  Pick<ProductAnalyticsResponse, 'period' | 'total' | 'page' | 'pageCount'>;

export const productAnalyticsQuery = (params: TableParams): UseQueryOptions<Page, Error, Page, QueryKey> => ({
  queryKey: [...PRODUCT_ANALYTICS_KEY, productAnalyticsSearch(params), pageOf(params)],
  queryFn: async ({ signal }) => {
    const page = pageOf(params);
    const answer = await api<ProductAnalyticsResponse>(
      `/api/admin/products/analytics?${productAnalyticsSearch(params)}&page=${page}`,
      { signal },
    );
    return {
      ...answer,
      nextCursor: page < answer.pageCount ? String(page + 1) : null,
      prevCursor: page > 2 ? String(page - 1) : null,
    };
  },
  staleTime: 30_000,
});

type RowsPage = TablePage<ProductAnalyticsRow>;
/** The same query as the data table sees it (rows only). */
export const productAnalyticsTableQuery = productAnalyticsQuery as unknown as (
  params: TableParams,
) => UseQueryOptions<RowsPage, Error, RowsPage, QueryKey>;
