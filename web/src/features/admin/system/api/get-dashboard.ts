import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod, DashboardResponse } from '#domain/admin/dashboard.ts';
import { api } from '#web/lib/api-client.ts';
import { useOrdersRefresh } from '#web/hooks/use-orders-refresh.ts';

const REFRESH_MS = 30_000;

export const getDashboard = (period: DashboardPeriod, signal?: AbortSignal) =>
  api<DashboardResponse>(`/api/admin/dashboard?period=${period}`, signal ? { signal } : {});

export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', period],
    queryFn: ({ signal }) => getDashboard(period, signal),
    staleTime: 10_000,
  });

/** The dashboard of a period, asked again every 30 s and shortly after orders are placed or move. */
export function useDashboard(period: DashboardPeriod) {
  useOrdersRefresh(['admin', 'dashboard']);
  return useQuery({ ...dashboardQuery(period), refetchInterval: REFRESH_MS });
}
