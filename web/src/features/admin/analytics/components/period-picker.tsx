import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '#domain/admin/analytics.ts';
import type { AnalyticsSelection } from '../api/get-analytics.ts';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';

const LABELS: Record<AnalyticsPeriod, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  custom: 'Custom',
};

/** Today, 7, 30 or 90 days, or two dates. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: AnalyticsSelection;
  onChange: (next: AnalyticsSelection) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SegmentedControl
        label="Period"
        options={ANALYTICS_PERIODS}
        value={value.period}
        onChange={(period) => onChange({ ...value, period })}
        render={(p) => LABELS[p]}
      />
      {value.period === 'custom' && (
        <div className="flex items-center gap-2 text-sm">
          <label className="flex items-center gap-1">
            <span className="text-muted">From</span>
            <input
              type="date"
              value={value.from ?? ''}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
              className="rounded-md border border-border bg-surface px-2 py-1"
            />
          </label>
          <label className="flex items-center gap-1">
            <span className="text-muted">to</span>
            <input
              type="date"
              value={value.to ?? ''}
              onChange={(e) => onChange({ ...value, to: e.target.value })}
              className="rounded-md border border-border bg-surface px-2 py-1"
            />
          </label>
        </div>
      )}
    </div>
  );
}
