import { useState } from 'react';
import { format, parseISO } from 'date-fns';
import type { DashboardResponse } from '#domain/admin/dashboard.ts';
import { hourLabel } from '#domain/compliance/store-hours.ts';
import { formatUsd } from '#domain/money.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { BarChart, type BarDatum } from '#web/components/charts/bar-chart.tsx';

type Metric = 'orders' | 'revenueCents';
const METRICS: readonly [Metric, string][] = [
  ['orders', 'Orders'],
  ['revenueCents', 'Revenue'],
];
const count = (v: number) => v.toLocaleString('en-US');

function MetricSwitch({
  value,
  onChange,
  label,
}: {
  value: Metric;
  onChange: (m: Metric) => void;
  label: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-full border border-border p-0.5 text-xs"
    >
      {METRICS.map(([m, text]) => (
        <button
          key={m}
          type="button"
          aria-pressed={value === m}
          onClick={() => onChange(m)}
          className={cn(
            'cursor-pointer rounded-full px-3 py-1 font-medium',
            value === m ? 'bg-primary text-primary-foreground' : 'text-muted hover:text-foreground',
          )}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

function ChartCard({
  title,
  points,
  labelEvery,
}: {
  title: string;
  points: { label: string; fullLabel: string; orders: number; revenueCents: number }[] | undefined;
  labelEvery: number;
}) {
  const [metric, setMetric] = useState<Metric>('orders');
  const name = `${metric === 'orders' ? 'Orders' : 'Revenue'} ${title.toLowerCase()}`;
  const data: BarDatum[] | undefined = points?.map((p) => ({
    label: p.label,
    fullLabel: p.fullLabel,
    value: p[metric],
  }));
  return (
    <section className="rounded-2xl border border-border bg-surface p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-lg">{title}</h2>
        <MetricSwitch value={metric} onChange={setMetric} label={`${title}: show`} />
      </div>
      {data ? (
        <BarChart
          title={name}
          data={data}
          format={metric === 'orders' ? count : formatUsd}
          labelEvery={labelEvery}
        />
      ) : (
        <Skeleton className="h-44 w-full" />
      )}
    </section>
  );
}

/** Orders and revenue by hour today and by day over the last 30 days. */
export function DashboardCharts({ series }: { series: DashboardResponse['series'] | undefined }) {
  const byHour = series?.byHour.map((p) => ({
    ...p,
    label: String(p.hour),
    fullLabel: hourLabel(p.hour),
  }));
  const byDay = series?.byDay.map((p) => {
    const day = parseISO(p.day);
    return { ...p, label: format(day, 'd'), fullLabel: format(day, 'EEE, MMM d') };
  });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title="Today by hour" points={byHour} labelEvery={3} />
      <ChartCard title="Last 30 days by day" points={byDay} labelEvery={5} />
    </div>
  );
}
