import { useState } from 'react';
import { format } from 'date-fns';
import type { RiskConfigResponse } from '#domain/admin/risk.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FILTER_CONTROL } from '#web/components/data-table/filter-select.tsx';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useSetRiskThreshold } from '../api/set-risk-threshold.ts';

/** The score at or above which a new order waits in pending for a human; Ctrl/Cmd+S saves it. */
export function RiskThresholdCard({ config }: { config: RiskConfigResponse }) {
  const { threshold } = config;
  const setThreshold = useSetRiskThreshold();
  const [value, setValue] = useState(String(threshold.value));
  const [savedAt, setSavedAt] = useState(threshold.updatedAt);
  if (savedAt !== threshold.updatedAt) {
    setSavedAt(threshold.updatedAt);
    setValue(String(threshold.value));
  }
  const dirty = value !== String(threshold.value);
  const save = () =>
    setThreshold.mutate(Number(value), {
      onSuccess: (r) =>
        toast.success('Threshold saved', {
          description: `Orders scoring ${r.threshold.value} or more are held.`,
        }),
    });
  useShortcut({
    keys: 'mod+s',
    description: 'Save the hold threshold',
    group: 'Risk factors',
    inFields: true,
    run: () => dirty && save(),
  });
  const maxScore = config.rules.filter((r) => r.enabled).reduce((sum, r) => sum + r.weight, 0);
  return (
    <section
      aria-labelledby="risk-threshold-title"
      className="rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="risk-threshold-title" className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">
        Hold threshold
      </h2>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          Hold at a score of
          <input
            name="threshold"
            type="number"
            min={1}
            max={1000}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className={cn(FILTER_CONTROL, 'w-24 font-mono text-base')}
          />
        </label>
        <Button type="submit" size="sm" disabled={!dirty || setThreshold.isPending} className="h-9">
          Save threshold
        </Button>
      </form>
      {setThreshold.error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {setThreshold.error.message}
        </p>
      )}
      <p className="mt-3 text-sm text-muted">
        A new order scoring this or more waits in pending until an admin approves or cancels it. The rules
        switched on add up to {maxScore} at most.
      </p>
      <p className="mt-1 text-xs text-muted">
        Changed {format(new Date(threshold.updatedAt), 'MMM d, yyyy h:mm a')}
      </p>
    </section>
  );
}
