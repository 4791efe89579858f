import type { AnalyticsResponse } from '#domain/admin/analytics.ts';

const pct = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

/** The funnel as bars in a list: each step's visitors, its width against the first step, and its conversion. */
export function FunnelChart({ funnel }: { funnel: AnalyticsResponse['funnel'] }) {
  const top = Math.max(1, funnel[0]?.count ?? 0);
  return (
    <ol aria-label="Funnel" className="space-y-2">
      {funnel.map((s) => (
        <li
          key={s.step}
          data-testid={`funnel-${s.step}`}
          className="grid grid-cols-[9rem_1fr_6rem] items-center gap-3 text-sm"
        >
          <span className="text-muted">{s.label}</span>
          <span className="h-6 rounded-md bg-surface-2" aria-hidden>
            <span
              className="block h-6 rounded-md bg-accent opacity-85"
              style={{ width: `${Math.max(0.5, (s.count / top) * 100)}%` }}
            />
          </span>
          <span className="text-right tabular-nums">
            <span className="font-semibold" data-testid={`funnel-${s.step}-count`}>
              {s.count.toLocaleString('en-US')}
            </span>
            {s.conversion !== null && (
              <span className="block text-xs text-muted">
                {pct(s.conversion)} <span className="sr-only">of the step before</span>
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
