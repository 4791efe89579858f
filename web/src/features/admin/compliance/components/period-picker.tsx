import type { FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { PERIOD_PRESETS, PRESET_LABELS, presetOf, presetPeriod, type Period } from '../utils/period.ts';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';

interface PeriodPickerProps {
  period: Period;
  onChange: (period: Period) => void;
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
}

/** Quick periods and a from–to pair of New York days (a year at most, as the server allows). */
export function PeriodPicker({ period, onChange, id }: PeriodPickerProps) {
  const pressed = presetOf(period);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = String(data.get('from') ?? '');
    const to = String(data.get('to') ?? '');
    if (from && to) onChange(from <= to ? { from, to } : { from: to, to: from });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SegmentedControl
        label="Quick periods"
        options={PERIOD_PRESETS}
        value={pressed}
        onChange={(p) => onChange(presetPeriod(p))}
        render={(p) => PRESET_LABELS[p]}
      />
      <form key={`${period.from}-${period.to}`} onSubmit={apply} className="flex flex-wrap items-end gap-3">
        {(['from', 'to'] as const).map((key) => (
          <FormField key={key} id={`${id}-${key}`} label={key === 'from' ? 'From' : 'To'} className="w-40">
            {(control) => (
              <input
                {...control}
                type="date"
                name={key}
                required
                defaultValue={period[key]}
                className={cn(CONTROL_CLASS, 'h-10 text-sm')}
              />
            )}
          </FormField>
        ))}
        <Button type="submit" size="sm" variant="outline" className="mb-0.5">
          Apply
        </Button>
      </form>
    </div>
  );
}
