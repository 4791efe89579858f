import { SALES_PRESET_LABELS, SALES_PRESETS, type SalesSelection } from '../utils/sales-period.ts';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';

const DATE_INPUT = 'h-9 rounded-lg border border-border bg-surface px-2 text-sm';

/** Today, 7 days, 30 days, this month, or two New York dates. */
export function SalesPeriodPicker({
  value,
  onChange,
}: {
  value: SalesSelection;
  onChange: (next: SalesSelection) => void;
}) {
  const invalid = value.preset === 'custom' && value.from && value.to && value.from > value.to;
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-end">
      <SegmentedControl
        label="Period"
        options={SALES_PRESETS}
        value={value.preset}
        onChange={(preset) => onChange({ ...value, preset })}
        render={(preset) => SALES_PRESET_LABELS[preset]}
        className="flex w-full rounded-full border border-border bg-surface p-1 sm:w-auto"
        itemClassName="flex-1 whitespace-nowrap rounded-full px-2 py-1.5 text-[13px] font-medium sm:flex-none sm:px-3 sm:text-sm"
      />
      {value.preset === 'custom' && (
        <fieldset className="flex flex-wrap items-center gap-2 text-sm">
          <legend className="sr-only">Custom period</legend>
          <label className="flex items-center gap-1.5">
            <span className="text-muted">From</span>
            <input
              type="date"
              value={value.from ?? ''}
              max={value.to}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
              className={DATE_INPUT}
            />
          </label>
          <label className="flex items-center gap-1.5">
            <span className="text-muted">to</span>
            <input
              type="date"
              value={value.to ?? ''}
              min={value.from}
              onChange={(e) => onChange({ ...value, to: e.target.value })}
              className={DATE_INPUT}
            />
          </label>
          {invalid && (
            <p role="alert" className="w-full text-xs text-danger">
              The start date must not be after the end date
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
