import { format } from 'date-fns';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ANALYTICS_PERIODS } from '#domain/admin/analytics.ts';
import { CATALOG_TOPIC } from '#domain/realtime.ts';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { useTableParams } from '#web/components/data-table/table-params.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { PeriodPicker } from '#web/features/admin/analytics/components/period-picker.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { useOrdersRefresh } from '#web/hooks/use-orders-refresh.ts';
import {
  PERIOD_KEYS,
  PRODUCT_ANALYTICS_KEY,
  productAnalyticsCsvUrl,
  productAnalyticsQuery,
  productAnalyticsTableQuery,
} from '#web/features/admin/product-analytics/api/get-product-analytics.ts';
import { PRODUCT_ANALYTICS_COLUMNS } from '#web/features/admin/product-analytics/components/product-analytics-columns.tsx';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const day = (d: string) => format(new Date(`${d}T12:00:00`), 'MMM d, yyyy');
const countOf = (data?: { total: number; page: number; pageCount: number }) =>
  data
    ? `${data.total.toLocaleString('en-US')} product${data.total === 1 ? '' : 's'}${data.pageCount > 1 ? `, page ${data.page} of ${data.pageCount}` : ''}. `
    : '';

function ProductAnalytics() {
  const queryClient = useQueryClient();
  const { params } = useTableParams(PERIOD_KEYS);
  const [, setSearch] = useSearchParams();
  const period = ANALYTICS_PERIODS.find((p) => p === params.filters.period) ?? '30d';
  const selection = { period, from: params.filters.from, to: params.filters.to };
  const page = useQuery(productAnalyticsQuery(params));
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: PRODUCT_ANALYTICS_KEY, refetchType: 'active' });
  useOrdersRefresh(PRODUCT_ANALYTICS_KEY);
  useRealtime(CATALOG_TOPIC, refresh);
  useShortcut({ keys: 'r', description: 'Refresh the figures', group: 'Product analytics', run: refresh });
  const shown = page.data?.period;
  return (
    <div className="space-y-5">
      <DocumentTitle>Product analytics</DocumentTitle>
      <PageHeader
        title="Product analytics"
        description={
          shown
            ? `${day(shown.firstDay)} – ${day(shown.lastDay)} (${shown.days} day${shown.days === 1 ? '' : 's'}). ${countOf(page.data)}Views and adds to cart from the storefront, sales from orders not cancelled; days of stock at the period's rate of sale. Drafts appear once seen, added or sold.`
            : 'Views, adds to cart, sales, conversion and stock per product.'
        }
        actions={
          <a className={buttonClass('outline', 'sm')} href={productAnalyticsCsvUrl(params)} download>
            <Download className="h-4 w-4" aria-hidden />
            Export CSV
          </a>
        }
        filters={
          <PeriodPicker
            value={{
              period,
              ...(selection.from ? { from: selection.from } : {}),
              ...(selection.to ? { to: selection.to } : {}),
            }}
            onChange={(next) =>
              setSearch((current) => {
                const search = new URLSearchParams(current);
                search.set('period', next.period);
                for (const key of ['from', 'to'] as const) {
                  const value = next.period === 'custom' ? next[key] : undefined;
                  if (value) search.set(key, value);
                  else search.delete(key);
                }
                return search;
              })
            }
          />
        }
      />
      <DataTable
        caption="Product analytics"
        columns={PRODUCT_ANALYTICS_COLUMNS}
        query={productAnalyticsTableQuery}
        getRowId={(row) => row.productId}
        filterKeys={PERIOD_KEYS}
        defaultSort={{ id: 'revenue', desc: true }}
        empty="No products yet."
      />
    </div>
  );
}

/** Catalog → Product analytics: how each product sells over a period, and how long its stock lasts. */
export function AdminProductAnalyticsRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="catalog:read">
      <ProductAnalytics />
    </RequirePermission>
  );
}
