import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface BarDatum {
  /** The x label under the bar, e.g. "14" or "Nov 3". */
  label: string;
  /** Longer text for the tooltip and the data table, e.g. "2 PM" or "Mon, Nov 3". */
  fullLabel: string;
  value: number;
  /** A stacked bar's parts, in the order of the chart's `series` (they add up to `value`). */
  parts?: readonly number[];
}

/** One part of a stacked bar: its name in the legend and table, and its fill (and legend swatch) classes. */
export interface BarSeries {
  label: string;
  className: string;
}

interface BarChartProps {
  title: string;
  data: readonly BarDatum[];
  format: (value: number) => string;
  /** Label every n-th bar on the x axis. */
  labelEvery?: number;
  /** Stack each bar by these parts, with a legend and a column each in the table. */
  series?: readonly BarSeries[];
  /** What the chart says to a screen reader; by default its total and its highest bar. */
  summary?: string;
  /** Shown over an empty chart. */
  empty?: string;
  /** The table's caption and first column's header, and any more columns. */
  tableCaption?: string;
  rowHeader?: string;
  extraColumns?: readonly { header: string; cell: (index: number) => ReactNode }[];
  className?: string;
}

const W = 600;
const H = 180;
const PAD = { top: 12, right: 8, bottom: 22, left: 8 };
const CELL = 'px-3 py-1 text-right tabular-nums';
const HEAD = 'px-3 py-1.5 text-right font-medium';

function defaultSummary(title: string, data: readonly BarDatum[], format: (value: number) => string) {
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const peak = data.reduce<BarDatum | null>((best, d) => (!best || d.value > best.value ? d : best), null);
  return total === 0 || !peak
    ? `${title}: nothing yet`
    : `${title}: total ${format(total)}, highest ${format(peak.value)} at ${peak.fullLabel}`;
}

/** A small inline SVG bar chart (stacked when given series), read as an image with a summary, its numbers in a table. */
export function BarChart({
  title,
  data,
  format,
  labelEvery = 1,
  series,
  summary = defaultSummary(title, data, format),
  empty,
  tableCaption = title,
  rowHeader = 'When',
  extraColumns = [],
  className = 'h-44',
}: BarChartProps) {
  const id = useId();
  const max = Math.max(1, ...data.map((d) => d.value));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, data.length);
  const barW = Math.max(2, step * 0.7);
  const isEmpty = data.every((d) => d.value === 0);

  const bar = (d: BarDatum, x: number) => {
    if (!series) {
      const h = (d.value / max) * innerH;
      return (
        <rect
          x={x}
          y={H - PAD.bottom - h}
          width={barW}
          height={Math.max(h, d.value > 0 ? 1.5 : 0)}
          rx={2}
          className="fill-current opacity-85"
        >
          <title>{`${d.fullLabel}: ${format(d.value)}`}</title>
        </rect>
      );
    }
    let y = H - PAD.bottom;
    return series.map((s, i) => {
      const part = d.parts?.[i] ?? 0;
      const h = (part / max) * innerH;
      y -= h;
      return h > 0 ? (
        <rect key={s.label} x={x} y={y} width={barW} height={h} className={s.className}>
          <title>{`${d.fullLabel}: ${format(part)} ${s.label.toLowerCase()}`}</title>
        </rect>
      ) : null;
    });
  };

  return (
    <figure className="space-y-2">
      {series && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Sources">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <span className={cn('h-2.5 w-2.5 rounded-sm', s.className)} aria-hidden />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        {empty && isEmpty && (
          <p className="absolute inset-x-0 top-1/3 text-center text-sm text-muted">{empty}</p>
        )}
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={`${id}-summary`}
          className={cn('w-full text-accent', className)}
          preserveAspectRatio="none"
        >
          <title id={`${id}-summary`}>{summary}</title>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={H - PAD.bottom}
            y2={H - PAD.bottom}
            className="stroke-border"
            strokeWidth={1}
          />
          {data.map((d, i) => {
            const x = PAD.left + i * step + (step - barW) / 2;
            return (
              <g key={d.fullLabel}>
                {bar(d, x)}
                {i % labelEvery === 0 && (
                  <text
                    x={x + barW / 2}
                    y={H - 6}
                    textAnchor="middle"
                    className="fill-muted text-[11px]"
                    aria-hidden
                  >
                    {d.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      {!series && <figcaption className="sr-only">{summary}</figcaption>}
      <details className="text-sm">
        <summary className="cursor-pointer text-xs text-muted hover:text-foreground">Show as a table</summary>
        <div className="mt-2 max-h-56 overflow-auto rounded-xl border border-border">
          <table className="w-full text-xs">
            <caption className="sr-only">{tableCaption}</caption>
            <thead className="sticky top-0 bg-surface-2 text-left text-muted">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  {rowHeader}
                </th>
                {(series ?? [{ label: 'Value' }]).map((s) => (
                  <th key={s.label} scope="col" className={HEAD}>
                    {s.label}
                  </th>
                ))}
                {extraColumns.map((c) => (
                  <th key={c.header} scope="col" className={HEAD}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((d, row) => (
                <tr key={d.fullLabel} className="border-t border-border">
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    {d.fullLabel}
                  </th>
                  {series ? (
                    series.map((s, i) => (
                      <td key={s.label} className={CELL}>
                        {format(d.parts?.[i] ?? 0)}
                      </td>
                    ))
                  ) : (
                    <td className={CELL}>{format(d.value)}</td>
                  )}
                  {extraColumns.map((c) => (
                    <td key={c.header} className={CELL}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
