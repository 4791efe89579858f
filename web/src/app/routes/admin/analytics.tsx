import { SectionFailed } from '#web/components/errors/section-failed.tsx';
import { useSearchParams } from 'react-router';
import { format } from 'date-fns';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '#domain/admin/analytics.ts';
import { formatUsd } from '#domain/money.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  analyticsCsvUrl,
  useAnalytics,
  type AnalyticsSelection,
} from '#web/features/admin/analytics/api/get-analytics.ts';
import { AnalyticsKpis } from '#web/features/admin/analytics/components/analytics-kpis.tsx';
import { ChartCard } from '#web/components/charts/chart-card.tsx';
import { AnalyticsTables } from '#web/features/admin/analytics/components/analytics-tables.tsx';
import { FunnelChart } from '#web/features/admin/analytics/components/funnel-chart.tsx';
import { PeriodPicker } from '#web/features/admin/analytics/components/period-picker.tsx';
import { BarChart } from '#web/components/charts/bar-chart.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';

const readPeriod = (value: string | null): AnalyticsPeriod =>
  ANALYTICS_PERIODS.find((p) => p === value) ?? '30d';

/** How the business is doing over a period: funnel, sales breakdowns, searches and errors, against the period before. */
export function AdminAnalyticsRoute() {
  const [search, setSearch] = useSearchParams();
  const selection: AnalyticsSelection = {
    period: readPeriod(search.get('period')),
    ...(search.get('from') ? { from: search.get('from')! } : {}),
    ...(search.get('to') ? { to: search.get('to')! } : {}),
  };
  const ready = selection.period !== 'custom' || Boolean(selection.from && selection.to);
  const report = useAnalytics(ready ? selection : { period: '30d' });
  const data = ready ? report.data : undefined;
  const choose = (next: AnalyticsSelection) =>
    setSearch(() => {
      const params = new URLSearchParams({ period: next.period });
      if (next.period === 'custom') {
        if (next.from) params.set('from', next.from);
        if (next.to) params.set('to', next.to);
      }
      return params;
    });

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle title="Analytics">
          {data
            ? `${format(new Date(data.current.from), 'MMM d, yyyy')} – ${format(new Date(data.current.to), 'MMM d, yyyy')}, compared with the ${data.current.days} day${data.current.days === 1 ? '' : 's'} before`
            : ready
              ? 'Loading the figures…'
              : 'Choose the first and last day'}
        </PageTitle>
        <PeriodPicker value={selection} onChange={choose} />
      </div>
      {report.isError && !data ? (
        <SectionFailed
          message={report.error.message || 'Could not load the analytics.'}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <div className="space-y-4">
          <AnalyticsKpis kpis={data?.kpis} />
          <div className="grid gap-4 xl:grid-cols-2">
            <ChartCard title="Funnel (visitors a day)" csvUrl={analyticsCsvUrl(selection, 'funnel')}>
              {data ? <FunnelChart funnel={data.funnel} /> : <Skeleton className="h-40 w-full" />}
            </ChartCard>
            <ChartCard title="Revenue by day" csvUrl={analyticsCsvUrl(selection, 'days')}>
              {data ? (
                <BarChart
                  title="Net revenue by day"
                  format={formatUsd}
                  labelEvery={Math.max(1, Math.ceil(data.byDay.length / 10))}
                  data={data.byDay.map((d) => ({
                    label: format(new Date(`${d.day}T12:00:00`), 'MMM d'),
                    fullLabel: `${format(new Date(`${d.day}T12:00:00`), 'EEE, MMM d')}: ${d.orders} orders, ${d.visitors} visitors`,
                    value: d.revenueCents,
                  }))}
                />
              ) : (
                <Skeleton className="h-44 w-full" />
              )}
            </ChartCard>
          </div>
          {data && (
            <ChartCard title="Orders by hour of day (New York)" csvUrl={analyticsCsvUrl(selection, 'hours')}>
              <BarChart
                title="Orders by hour of day"
                format={(v) => v.toLocaleString('en-US')}
                labelEvery={2}
                data={data.hours.map((h) => ({ label: h.key, fullLabel: h.label, value: h.count }))}
              />
            </ChartCard>
          )}
          {data && <AnalyticsTables data={data} selection={selection} />}
        </div>
      )}
    </>
  );
}
