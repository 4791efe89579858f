import { useSearchParams } from 'react-router';
import { format } from 'date-fns';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '#domain/admin/dashboard.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useDashboard } from '#web/features/admin/system/api/get-dashboard.ts';
import { DashboardCharts } from '#web/features/admin/system/components/dashboard-charts.tsx';
import { KpiGrid } from '#web/features/admin/system/components/kpi-grid.tsx';
import { NowPanel } from '#web/features/admin/system/components/now-panel.tsx';
import { IncidentAlertCards } from '#web/features/admin/safety/components/incident-alert-cards.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';

const PERIOD_LABELS: Record<DashboardPeriod, string> = { today: 'Today', '7d': '7 days', '30d': '30 days' };
const readPeriod = (value: string | null): DashboardPeriod =>
  DASHBOARD_PERIODS.find((p) => p === value) ?? 'today';

/** Sales and operations at a glance, for the chosen period, kept live. */
export function AdminDashboardRoute() {
  const [search, setSearch] = useSearchParams();
  const period = readPeriod(search.get('period'));
  const dashboard = useDashboard(period);
  const data = dashboard.data?.period === period ? dashboard.data : undefined;
  const setPeriod = (p: DashboardPeriod) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (p === 'today') next.delete('period');
      else next.set('period', p);
      return next;
    });

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle title="Dashboard">
          {data
            ? `${format(new Date(data.current.from), 'MMM d, h:mm a')} – ${format(new Date(data.current.to), 'MMM d, h:mm a')}`
            : 'Loading the figures…'}
        </PageTitle>
        <SegmentedControl
          label="Period"
          options={DASHBOARD_PERIODS}
          value={period}
          onChange={setPeriod}
          render={(p) => PERIOD_LABELS[p]}
          itemClassName="rounded-full px-4 py-1.5 text-sm font-medium"
        />
      </div>
      <IncidentAlertCards />
      {dashboard.isError && !data ? (
        <div role="alert" className="rounded-2xl border border-danger/40 p-6 text-center">
          <p className="font-medium">{dashboard.error.message || 'Could not load the dashboard.'}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 xl:grid-cols-[1fr_20rem]">
          <div className="min-w-0 space-y-4">
            <KpiGrid period={period} current={data?.current.kpis} previous={data?.previous.kpis} />
            <DashboardCharts series={data?.series} />
          </div>
          <NowPanel now={data?.now} />
        </div>
      )}
    </>
  );
}
