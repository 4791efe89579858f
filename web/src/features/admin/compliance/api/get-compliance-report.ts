import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplianceReport } from '#domain/admin/compliance.ts';
import { api } from '#web/lib/api-client.ts';
import { useOrdersRefresh } from '#web/hooks/use-orders-refresh.ts';
import { periodQuery, type Period } from '../utils/period.ts';

export const COMPLIANCE_KEY = ['admin', 'compliance', 'report'] as const;

export const getComplianceReport = (period: Period, signal?: AbortSignal) =>
  api<ComplianceReport>(`/api/admin/compliance?${periodQuery(period)}`, signal ? { signal } : {});

export const complianceReportQuery = (period: Period) =>
  queryOptions({
    queryKey: [...COMPLIANCE_KEY, period],
    queryFn: ({ signal }) => getComplianceReport(period, signal),
    staleTime: 10_000,
    retry: false,
  });

/** The period's compliance report, asked again shortly after orders are placed or move. */
export function useComplianceReport(period: Period) {
  useOrdersRefresh(COMPLIANCE_KEY);
  return useQuery(complianceReportQuery(period));
}

export const exciseCsvUrl = (period: Period) => `/api/admin/compliance/excise.csv?${periodQuery(period)}`;
