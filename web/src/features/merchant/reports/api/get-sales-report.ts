import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalesCsvKind, SalesReport } from '#domain/merchant/reports.ts';
import { api } from '#web/lib/api-client.ts';
import type { SalesRange } from '../utils/sales-period.ts';

export const SALES_REPORT_KEY = ['merchant', 'reports', 'sales'] as const;

const query = (range: SalesRange) => new URLSearchParams({ from: range.from, to: range.to });

export const getSalesReport = (range: SalesRange) =>
  api<SalesReport>(`/api/merchant/reports/sales?${query(range).toString()}`);

/** The shop's sales for the range; the previous figures stay on screen while another range loads. */
export const useSalesReport = (range: SalesRange | null) =>
  useQuery({
    queryKey: [...SALES_REPORT_KEY, range?.from, range?.to],
    queryFn: () => getSalesReport(range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export const salesCsvUrl = (range: SalesRange, by: SalesCsvKind) => {
  const params = query(range);
  params.set('by', by);
  return `/api/merchant/reports/sales.csv?${params.toString()}`;
};
