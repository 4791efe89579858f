import { useSearchParams } from 'react-router';
import { format, parseISO } from 'date-fns';
import { formatUsd } from '#domain/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { BarChart } from '#web/components/charts/bar-chart.tsx';
import { salesCsvUrl, useSalesReport } from '#web/features/merchant/reports/api/get-sales-report.ts';
import { ReportSection } from '#web/features/merchant/reports/components/report-section.tsx';
import { SalesPeriodPicker } from '#web/features/merchant/reports/components/sales-period-picker.tsx';
import { SalesProductsTable } from '#web/features/merchant/reports/components/sales-products-table.tsx';
import {
  PayoutExplainer,
  SalesTotalsCards,
} from '#web/features/merchant/reports/components/sales-totals.tsx';
import { useLiveSales } from '#web/features/merchant/reports/hooks/use-live-sales.ts';
import {
  readPreset,
  salesRange,
  type SalesSelection,
} from '#web/features/merchant/reports/utils/sales-period.ts';
import { OwnerOnly, useShopCan } from './owner-only.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useMerchant } from './use-merchant.ts';

const day = (d: string, pattern: string) => format(parseISO(d), pattern);

/** The owner's sales: a period, its totals and payout, a chart by day, products, and CSVs. */
export function MerchantReportsRoute() {
  return useShopCan('shop:reports') ? <SalesReportPage /> : <OwnerOnly />;
}

function SalesReportPage() {
  const me = useMerchant();
  const [search, setSearch] = useSearchParams();
  const selection: SalesSelection = {
    preset: readPreset(search.get('period')),
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
  };
  const range = salesRange(selection, new Date());
  const report = useSalesReport(range);
  useLiveSales(me.shopId);
  const data = range ? report.data : undefined;
  const choose = (next: SalesSelection) =>
    setSearch(
      () => {
        const params = new URLSearchParams({ period: next.preset });
        if (next.preset === 'custom') {
          const base = range ?? salesRange({ preset: '30d' }, new Date())!;
          params.set('from', next.from ?? base.from);
          params.set('to', next.to ?? base.to);
        }
        return params;
      },
      { replace: true },
    );

  const subtitle = data
    ? data.from === data.to
      ? `Delivered on ${day(data.from, 'EEE, MMM d, yyyy')} (New York time)`
      : `Delivered ${day(data.from, 'MMM d')} – ${day(data.to, 'MMM d, yyyy')} (New York time)`
    : range
      ? 'Loading the figures…'
      : 'Choose the first and last day';
  const empty = data && data.totals.orders === 0;

  return (
    <>
      <PageTitle
        className="print:hidden"
        title="Reports"
        actions={<SalesPeriodPicker value={selection} onChange={choose} />}
      >
        {subtitle}
      </PageTitle>
      {report.isError && !data ? (
        <div role="alert" className="rounded-2xl border border-danger/40 p-6 text-center">
          <p className="font-medium">{report.error.message || 'Could not load the report.'}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void report.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-4" aria-busy={report.isFetching}>
          <SalesTotalsCards totals={data?.totals} commissionBps={data?.commissionBps ?? 0} />
          {data && !empty && <PayoutExplainer totals={data.totals} />}
          {empty && (
            <p className="rounded-2xl border border-dashed border-border px-4 py-8 text-center text-muted">
              No orders were delivered in this period. Sales count on the day the courier hands the order
              over.
            </p>
          )}
          <div className="grid gap-4 xl:grid-cols-2">
            <ReportSection title="Gross sales by day" csvUrl={range && salesCsvUrl(range, 'day')}>
              {data && data.byDay.length === 1 ? (
                <p className="py-10 text-center text-sm text-muted">
                  One day: its figures are the totals above. Choose 7 days or more to compare days.
                </p>
              ) : data ? (
                <BarChart
                  title="Gross sales by day"
                  format={formatUsd}
                  labelEvery={Math.max(1, Math.ceil(data.byDay.length / 8))}
                  data={data.byDay.map((d) => ({
                    label: day(d.day, 'MMM d'),
                    fullLabel: `${day(d.day, 'EEE, MMM d')}: ${d.orders} order${d.orders === 1 ? '' : 's'}, payout ${formatUsd(d.payoutCents)}`,
                    value: d.grossCents,
                  }))}
                />
              ) : (
                <Skeleton className="h-44 w-full" />
              )}
            </ReportSection>
            <ReportSection title="Sales by product" csvUrl={range && salesCsvUrl(range, 'product')}>
              {data ? <SalesProductsTable products={data.byProduct} /> : <Skeleton className="h-44 w-full" />}
            </ReportSection>
          </div>
        </div>
      )}
    </>
  );
}
