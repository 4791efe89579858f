import type { AnalyticsResponse } from '#domain/admin/analytics.ts';
import { formatUsd } from '#domain/money.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';

type Kpis = AnalyticsResponse['kpis'];
const CARDS: { key: keyof Kpis; label: string; format: (v: number) => string }[] = [
  { key: 'visitors', label: 'Visitors', format: (v) => v.toLocaleString('en-US') },
  { key: 'orders', label: 'Orders', format: (v) => v.toLocaleString('en-US') },
  { key: 'revenueCents', label: 'Net revenue', format: formatUsd },
  { key: 'averageOrderCents', label: 'Average order', format: formatUsd },
  { key: 'conversionRate', label: 'Conversion', format: (v) => `${(v * 100).toFixed(2)}%` },
  { key: 'newCustomers', label: 'New customers', format: (v) => v.toLocaleString('en-US') },
];

/** The change against the previous period, in percent ("New" when it was zero). */
export function delta(current: number, previous: number) {
  if (current === previous) return { text: 'No change', tone: 'text-muted' };
  if (previous === 0) return { text: 'New', tone: 'text-success' };
  const change = ((current - previous) / previous) * 100;
  const abs = Math.abs(change);
  return {
    text: `${change > 0 ? '▲' : '▼'} ${abs >= 10 ? Math.round(abs) : abs.toFixed(1)}%`,
    tone: change > 0 ? 'text-success' : 'text-danger',
  };
}

/** The period's headline figures, each with its change against the previous period. */
export function AnalyticsKpis({ kpis }: { kpis: Kpis | undefined }) {
  return (
    <ul aria-label="Key figures" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {CARDS.map(({ key, label, format }) => {
        const k = kpis?.[key];
        const d = k && delta(k.current, k.previous);
        return (
          <li key={key} className="rounded-2xl border border-border bg-surface p-4" aria-busy={!k}>
            <p className="text-xs font-medium uppercase tracking-wide text-muted">{label}</p>
            {k && d ? (
              <>
                <p
                  className="mt-2 truncate font-display text-xl tabular-nums 2xl:text-2xl"
                  data-testid={`kpi-${key}`}
                >
                  {format(k.current)}
                </p>
                <p className="mt-1 text-xs">
                  <span className={cn('font-semibold tabular-nums', d.tone)}>{d.text}</span>{' '}
                  <span className="text-muted">vs {format(k.previous)}</span>
                </p>
              </>
            ) : (
              <>
                <Skeleton className="mt-3 h-7 w-24" />
                <Skeleton className="mt-2 h-4 w-28" />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
