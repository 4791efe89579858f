import type { FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { PERIOD_PRESETS, PRESET_LABELS, presetOf, presetPeriod, type Period } from '../utils/period.ts';

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
      <div
        role="group"
        aria-label="Quick periods"
        className="inline-flex rounded-full border border-border bg-surface p-1"
      >
        {PERIOD_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={p === pressed}
            onClick={() => onChange(presetPeriod(p))}
            className={cn(
              'cursor-pointer whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium transition',
              p === pressed ? 'bg-primary text-primary-foreground' : 'text-muted hover:text-foreground',
            )}
          >
            {PRESET_LABELS[p]}
          </button>
        ))}
      </div>
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
