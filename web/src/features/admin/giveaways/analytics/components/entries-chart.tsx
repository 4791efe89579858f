import type { GiveawayAnalytics } from '#domain/giveaways/admin-analytics.ts';
import { ENTRY_SOURCE_LABELS } from '#domain/giveaways/rules.ts';
import { BarChart } from '#web/components/charts/bar-chart.tsx';
import { dayLabel, SOURCE_FILL, SOURCES } from './sources.ts';

const SERIES = SOURCES.map((s) => ({ label: ENTRY_SOURCE_LABELS[s], className: SOURCE_FILL[s] }));

/** Entries per New York day, stacked by source, with a legend and the numbers as a table. */
export function EntriesChart({ days }: { days: GiveawayAnalytics['days'] }) {
  const data = days.map((d) => {
    const parts = SOURCES.map((s) => d.entries[s]);
    return {
      label: dayLabel(d.day),
      fullLabel: dayLabel(d.day, true),
      value: parts.reduce((a, b) => a + b, 0),
      parts,
    };
  });
  const all = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <BarChart
      title="Entries by day"
      data={data}
      format={String}
      series={SERIES}
      labelEvery={Math.max(1, Math.ceil(days.length / 10))}
      summary={
        all === 0
          ? 'Entries by day: none yet'
          : `Entries by day: ${all.toLocaleString('en-US')} over ${days.length} days`
      }
      empty="No entries yet."
      tableCaption="Entries by day and source"
      rowHeader="Day"
      extraColumns={[{ header: 'New entrants', cell: (i) => days[i]!.entrants }]}
      className="h-48"
    />
  );
}
