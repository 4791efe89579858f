import { SectionFailed } from '#web/components/errors/section-failed.tsx';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { ChartCard } from '#web/components/charts/chart-card.tsx';
import { useGiveaway } from '#web/features/admin/giveaways/form/api/get-giveaway.ts';
import { nyDate } from '#domain/time/ny-format.ts';
import { useGiveawayAnalytics } from '#web/features/admin/giveaways/analytics/api/get-giveaway-analytics.ts';
import { EntriesChart } from '#web/features/admin/giveaways/analytics/components/entries-chart.tsx';
import { GiveawayKpis } from '#web/features/admin/giveaways/analytics/components/giveaway-kpis.tsx';
import { ReferrersTable } from '#web/features/admin/giveaways/analytics/components/referrers-table.tsx';
import { SourceTotals } from '#web/features/admin/giveaways/analytics/components/source-totals.tsx';
import { dayLabel } from '#web/features/admin/giveaways/analytics/components/sources.ts';
import { GiveawayStatusBadge } from '#web/features/admin/giveaways/list/components/giveaway-status-badge.tsx';
import { useLiveGiveaways } from '#web/features/admin/giveaways/list/hooks/use-live-giveaways.ts';
import { BarChart } from '#web/components/charts/bar-chart.tsx';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

function Analytics() {
  const { id = '' } = useParams();
  const detail = useGiveaway(id);
  const report = useGiveawayAnalytics(id);
  useLiveGiveaways();
  useShortcut({
    keys: 'r',
    description: 'Refresh the analytics',
    group: 'Giveaway',
    run: () => void report.refetch(),
  });
  const g = detail.data?.giveaway;
  const data = report.data;
  return (
    <div className="space-y-5">
      <DocumentTitle>{`${g?.title ?? 'Giveaway'} analytics`}</DocumentTitle>
      <Link
        to="/admin/giveaways"
        className="inline-flex items-center gap-1 text-sm text-muted hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Giveaways
      </Link>
      <PageHeader
        title={g ? `${g.title}: analytics` : 'Giveaway analytics'}
        description={
          g ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <GiveawayStatusBadge status={g.status} /> {nyDate(g.startsAt)} – {nyDate(g.endsAt)} (New York
              days); disqualified entrants are left out.
            </span>
          ) : undefined
        }
      />
      {report.isError ? (
        <SectionFailed
          message={report.error.message || 'Could not load the analytics.'}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <div className="space-y-4">
          <GiveawayKpis data={data} />
          <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <ChartCard title="Entries over time, by source">
              {data ? <EntriesChart days={data.days} /> : <Skeleton className="h-52 w-full" />}
            </ChartCard>
            <ChartCard title="Entries by source">
              {data ? <SourceTotals entries={data.totals.entries} /> : <Skeleton className="h-40 w-full" />}
            </ChartCard>
          </div>
          <div className="grid gap-4 xl:grid-cols-2">
            <ChartCard title="Referral leaderboard (top 20)">
              {data ? <ReferrersTable referrers={data.referrers} /> : <Skeleton className="h-40 w-full" />}
            </ChartCard>
            <ChartCard title="New entrants per day">
              {data ? (
                <BarChart
                  title="New entrants per day"
                  format={(v) => v.toLocaleString('en-US')}
                  labelEvery={Math.max(1, Math.ceil(data.days.length / 10))}
                  data={data.days.map((d) => ({
                    label: dayLabel(d.day),
                    fullLabel: dayLabel(d.day, true),
                    value: d.entrants,
                  }))}
                />
              ) : (
                <Skeleton className="h-44 w-full" />
              )}
            </ChartCard>
          </div>
        </div>
      )}
    </div>
  );
}

/** Marketing → Giveaways → analytics: entries by day and source, referrers, share-to-entry; live. */
export function AdminGiveawayAnalyticsRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="giveaways:manage">
      <Analytics />
    </RequirePermission>
  );
}
