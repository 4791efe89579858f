import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, AnalyticsResponse, AnalyticsTable } from '#domain/admin/analytics.ts';
import { useOrdersRefresh } from '#web/hooks/use-orders-refresh.ts';
import { api } from '#web/lib/api-client.ts';

export interface AnalyticsSelection {
  period: AnalyticsPeriod;
  from?: string;
  to?: string;
}

const EVENT_DEBOUNCE_MS = 3_000;

export const analyticsSearch = ({ period, from, to }: AnalyticsSelection) => {
  const params = new URLSearchParams({ period });
  if (period === 'custom' && from && to) {
    params.set('from', from);
    params.set('to', to);
  }
  return params.toString();
};

/** Where the CSV of one table of the report downloads from. */
export const analyticsCsvUrl = (selection: AnalyticsSelection, table: AnalyticsTable) =>
  `/api/admin/analytics/export.csv?${analyticsSearch(selection)}&table=${table}`;

export const analyticsQuery = (selection: AnalyticsSelection) =>
  queryOptions({
    queryKey: ['admin', 'analytics', analyticsSearch(selection)],
    queryFn: ({ signal }) =>
      api<AnalyticsResponse>(`/api/admin/analytics?${analyticsSearch(selection)}`, { signal }),
    staleTime: 30_000,
  });

/** The report of a period; the current figures are asked again a little after orders are placed or move. */
export function useAnalytics(selection: AnalyticsSelection) {
  useOrdersRefresh(['admin', 'analytics'], EVENT_DEBOUNCE_MS);
  return useQuery(analyticsQuery(selection));
}
