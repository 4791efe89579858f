import { useId } from 'react';

export interface BarDatum {
  /** The x label under the bar, e.g. "14" or "Nov 3". */
  label: string;
  /** Longer text for the tooltip and the data table, e.g. "2 PM" or "Mon, Nov 3". */
  fullLabel: string;
  value: number;
}

interface BarChartProps {
  title: string;
  data: readonly BarDatum[];
  format: (value: number) => string;
  /** Label every n-th bar on the x axis. */
  labelEvery?: number;
}

const W = 600;
const H = 180;
const PAD = { top: 12, right: 8, bottom: 22, left: 8 };

/** A small inline SVG bar chart, read as an image with a summary, with its numbers in a table below. */
export function BarChart({ title, data, format, labelEvery = 1 }: BarChartProps) {
  const id = useId();
  const max = Math.max(1, ...data.map((d) => d.value));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const peak = data.reduce<BarDatum | null>((best, d) => (!best || d.value > best.value ? d : best), null);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, data.length);
  const barW = Math.max(2, step * 0.7);
  const summary =
    total === 0 || !peak
      ? `${title}: nothing yet`
      : `${title}: total ${format(total)}, highest ${format(peak.value)} at ${peak.fullLabel}`;

  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-summary`}
        className="h-44 w-full text-accent"
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
          const h = (d.value / max) * innerH;
          const x = PAD.left + i * step + (step - barW) / 2;
          return (
            <g key={d.fullLabel}>
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
      <figcaption className="sr-only">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-xs text-muted hover:text-foreground">Show as a table</summary>
        <div className="mt-2 max-h-56 overflow-auto rounded-xl border border-border">
          <table className="w-full text-xs">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-surface-2 text-left text-muted">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  When
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  Value
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.fullLabel} className="border-t border-border">
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    {d.fullLabel}
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{format(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
