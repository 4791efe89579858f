import type { GiveawayAnalytics } from '#domain/giveaways/admin-analytics.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

const n = (v: number) => v.toLocaleString('en-US');

/** The giveaway's figures in a row of tiles; skeletons while loading. */
export function GiveawayKpis({ data }: { data: GiveawayAnalytics | undefined }) {
  const c = data?.conversion;
  const tiles: [string, string, string?][] = data
    ? [
        [
          'Entrants',
          n(data.totals.entrants),
          data.totals.disqualified ? `${n(data.totals.disqualified)} disqualified` : undefined,
        ],
        ['Entries', n(data.totals.all)],
        ['Entries today', n(data.totals.today), 'New York day'],
        [
          'Share-to-entry',
          c && c.rate !== null ? `${Math.round(c.rate * 100)}%` : '—',
          c ? `${n(c.referredEntrants)} referred entrants / ${n(c.shares)} shares` : undefined,
        ],
      ]
    : [];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {data
        ? tiles.map(([label, value, note]) => (
            <div key={label} className="rounded-2xl border border-border bg-surface p-4">
              <dt className="text-xs font-medium text-muted">{label}</dt>
              <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">{value}</dd>
              {note && <dd className="mt-0.5 text-xs text-muted">{note}</dd>}
            </div>
          ))
        : [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-24 w-full" />)}
    </dl>
  );
}
