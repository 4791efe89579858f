import { BarChart3, ExternalLink, FileText, Pencil, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '#domain/money.ts';
import type { AdminGiveaway } from '#domain/giveaways/admin-schemas.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ChartCard } from '#web/components/charts/chart-card.tsx';
import { useGiveawayAnalytics } from '../../analytics/api/get-giveaway-analytics.ts';
import { GiveawayKpis } from '../../analytics/components/giveaway-kpis.tsx';
import { ReferrersTable } from '../../analytics/components/referrers-table.tsx';
import { SourceTotals } from '../../analytics/components/source-totals.tsx';
import { nyDateTime } from '#domain/time/ny-format.ts';
import { GiveawayStatusBadge } from '../../list/components/giveaway-status-badge.tsx';
import { LiveCountdown } from './live-countdown.tsx';

/** The live giveaway at a glance: prize, countdown, figures, sources, top referrers and where to act. */
export function LiveOverview({ giveaway: g }: { giveaway: AdminGiveaway }) {
  const report = useGiveawayAnalytics(g.id);
  const links: [string, string, typeof Users][] = [
    [`/admin/giveaways/manage?giveawayId=${g.id}`, 'Entrants', Users],
    [`/admin/giveaways/${g.id}/analytics`, 'Analytics', BarChart3],
    [`/admin/giveaways/${g.id}/winners`, 'Winners', Trophy],
    [`/admin/giveaways/${g.id}/edit`, 'Edit', Pencil],
  ];
  return (
    <div className="space-y-4">
      <section
        className="flex flex-wrap items-start justify-between gap-5 rounded-2xl border border-border bg-surface p-5"
        aria-label="The live giveaway"
      >
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <GiveawayStatusBadge status={g.status} />
            <span className="font-mono text-xs text-muted">/giveaway/{g.slug}</span>
          </div>
          <h2 className="font-display text-2xl font-semibold">{g.title}</h2>
          <p className="text-sm">
            {g.prize} <span className="text-muted">· retail value {formatUsd(g.prizeValueCents)}</span>
          </p>
          <p className="text-xs text-muted">Ends {nyDateTime(g.endsAt)} (New York)</p>
        </div>
        <LiveCountdown endsAt={g.endsAt} />
      </section>
      <nav aria-label="Giveaway actions" className="flex flex-wrap gap-2">
        {links.map(([to, label, Icon]) => (
          <Link key={label} to={to} className={buttonClass('outline', 'sm')}>
            <Icon className="h-4 w-4" aria-hidden /> {label}
          </Link>
        ))}
        <a
          href={`/giveaway/${encodeURIComponent(g.slug)}/rules`}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('ghost', 'sm')}
        >
          <FileText className="h-4 w-4" aria-hidden /> Rules page
        </a>
        <a
          href={`/giveaway/${encodeURIComponent(g.slug)}`}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('ghost', 'sm')}
        >
          <ExternalLink className="h-4 w-4" aria-hidden /> Giveaway page
        </a>
      </nav>
      <GiveawayKpis data={report.data} />
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartCard title="Entries by source">
          {report.data ? (
            <SourceTotals entries={report.data.totals.entries} />
          ) : (
            <Skeleton className="h-40 w-full" />
          )}
        </ChartCard>
        <ChartCard title="Top referrers">
          {report.data ? (
            <ReferrersTable referrers={report.data.referrers} limit={5} />
          ) : (
            <Skeleton className="h-40 w-full" />
          )}
        </ChartCard>
      </div>
    </div>
  );
}
