import { useId } from 'react';
import type { GiveawayAnalytics } from '#domain/giveaways/admin-analytics.ts';
import { ENTRY_SOURCE_LABELS } from '#domain/giveaways/rules.ts';
import { dayLabel, SOURCE_FILL, SOURCES } from './sources.ts';

const W = 600;
const H = 190;
const PAD = { top: 10, right: 6, bottom: 22, left: 6 };
/** Entries per New York day, stacked by source, with a legend and the numbers as a table. */
export function EntriesChart({ days }: { days: GiveawayAnalytics['days'] }) {
  const id = useId();
  const totals = days.map((d) => SOURCES.reduce((sum, s) => sum + d.entries[s], 0));
  const max = Math.max(1, ...totals);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, days.length);
  const barW = Math.max(2, step * 0.7);
  const labelEvery = Math.max(1, Math.ceil(days.length / 10));
  const all = totals.reduce((a, b) => a + b, 0);
  const summary =
    all === 0
      ? 'Entries by day: none yet'
      : `Entries by day: ${all.toLocaleString('en-US')} over ${days.length} days`;
  return (
    <figure className="space-y-2">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Sources">
        {SOURCES.map((s) => (
          <li key={s} className="flex items-center gap-1.5">
            <span className={`h-2.5 w-2.5 rounded-sm ${SOURCE_FILL[s]}`} aria-hidden />
            {ENTRY_SOURCE_LABELS[s]}
          </li>
        ))}
      </ul>
      <div className="relative">
        {all === 0 && (
          <p className="absolute inset-x-0 top-1/3 text-center text-sm text-muted">No entries yet.</p>
        )}
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={`${id}-t`}
          className="h-48 w-full"
          preserveAspectRatio="none"
        >
          <title id={`${id}-t`}>{summary}</title>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={H - PAD.bottom}
            y2={H - PAD.bottom}
            className="stroke-border"
          />
          {days.map((d, i) => {
            const x = PAD.left + i * step + (step - barW) / 2;
            let y = H - PAD.bottom;
            return (
              <g key={d.day}>
                {SOURCES.map((s) => {
                  const h = (d.entries[s] / max) * innerH;
                  y -= h;
                  return h > 0 ? (
                    <rect key={s} x={x} y={y} width={barW} height={h} className={SOURCE_FILL[s]}>
                      <title>{`${dayLabel(d.day, true)}: ${d.entries[s]} ${ENTRY_SOURCE_LABELS[s].toLowerCase()}`}</title>
                    </rect>
                  ) : null;
                })}
                {i % labelEvery === 0 && (
                  <text
                    x={x + barW / 2}
                    y={H - 6}
                    textAnchor="middle"
                    className="fill-muted text-[11px]"
                    aria-hidden
                  >
                    {dayLabel(d.day)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-xs text-muted hover:text-foreground">Show as a table</summary>
        <div className="mt-2 max-h-56 overflow-auto rounded-xl border border-border">
          <table className="w-full text-xs">
            <caption className="sr-only">Entries by day and source</caption>
            <thead className="sticky top-0 bg-surface-2 text-left text-muted">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  Day
                </th>
                {SOURCES.map((s) => (
                  <th key={s} scope="col" className="px-3 py-1.5 text-right font-medium">
                    {ENTRY_SOURCE_LABELS[s]}
                  </th>
                ))}
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  New entrants
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-t border-border">
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    {dayLabel(d.day, true)}
                  </th>
                  {SOURCES.map((s) => (
                    <td key={s} className="px-3 py-1 text-right tabular-nums">
                      {d.entries[s]}
                    </td>
                  ))}
                  <td className="px-3 py-1 text-right tabular-nums">{d.entrants}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
