import type { DashboardKpis, DashboardPeriod } from '#domain/admin/dashboard.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { COMPARED_WITH, compareKpi, formatKpi, KPIS } from '../utils/kpi-format.ts';

const TONE_CLASS = {
  good: 'text-success',
  bad: 'text-danger',
  neutral: 'text-muted',
} as const;

interface KpiGridProps {
  period: DashboardPeriod;
  current: DashboardKpis | undefined;
  previous: DashboardKpis | undefined;
}

/** One card per KPI with its change against the span it is compared with. */
export function KpiGrid({ period, current, previous }: KpiGridProps) {
  return (
    <ul aria-label="Key figures" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {KPIS.map((kpi) => {
        if (!current || !previous) {
          return (
            <li key={kpi.key} className="rounded-2xl border border-border bg-surface p-4" aria-busy>
              <p className="text-xs font-medium uppercase tracking-wide text-muted">{kpi.label}</p>
              <Skeleton className="mt-3 h-7 w-24" />
              <Skeleton className="mt-2 h-4 w-32" />
            </li>
          );
        }
        const now = current[kpi.key];
        const before = previous[kpi.key];
        const change = compareKpi(kpi, now, before);
        return (
          <li key={kpi.key} className="rounded-2xl border border-border bg-surface p-4">
            <p className="text-xs font-medium uppercase tracking-wide text-muted">{kpi.label}</p>
            <p className="mt-2 font-display text-2xl tabular-nums" data-testid={`kpi-${kpi.key}`}>
              {formatKpi(kpi.kind, now)}
            </p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5 text-xs">
              <span className={cn('font-semibold tabular-nums', TONE_CLASS[change.tone])}>
                <span aria-hidden>{change.text}</span>
                <span className="sr-only">{change.spoken}</span>
              </span>
              <span className="text-muted">
                {COMPARED_WITH[period]} ({formatKpi(kpi.kind, before)})
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
