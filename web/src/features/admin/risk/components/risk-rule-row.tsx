import { useState } from 'react';
import { format } from 'date-fns';
import type { RiskRuleView } from '#domain/admin/risk.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FILTER_CONTROL } from '#web/components/data-table/filter-select.tsx';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdateRiskRule } from '../api/update-risk-rule.ts';
import { fieldOf, fromInput, toInput, UNITS } from '../utils/parameter-fields.ts';

function Switch({
  on,
  label,
  onToggle,
  disabled,
}: {
  on: boolean;
  label: string;
  onToggle: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40 disabled:opacity-60',
        on ? 'border-accent bg-accent' : 'border-border bg-surface-2',
      )}
    >
      <span
        className={cn(
          'inline-block h-4.5 w-4.5 rounded-full bg-white shadow transition',
          on ? 'translate-x-5.5' : 'translate-x-1',
        )}
      />
    </button>
  );
}

const draftOf = (rule: RiskRuleView) => ({
  weight: String(rule.weight),
  parameters: Object.fromEntries(Object.entries(rule.parameters).map(([k, v]) => [k, toInput(k, v)])),
});

/** One rule: its switch (saved at once), weight and parameters (saved together), and when it last changed. */
export function RiskRuleRow({ rule }: { rule: RiskRuleView }) {
  const update = useUpdateRiskRule(rule.key);
  const [draft, setDraft] = useState(() => draftOf(rule));
  const [savedAt, setSavedAt] = useState(rule.updatedAt);
  if (savedAt !== rule.updatedAt) {
    setSavedAt(rule.updatedAt);
    setDraft(draftOf(rule));
  }
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(rule));
  const save = () =>
    update.mutate(
      {
        weight: Number(draft.weight),
        parameters: Object.fromEntries(
          Object.entries(draft.parameters).map(([k, v]) => [k, fromInput(k, v)]),
        ),
      },
      { onSuccess: () => toast.success('Rule saved', { description: rule.label }) },
    );
  const toggle = () =>
    update.mutate(
      { enabled: !rule.enabled },
      {
        onSuccess: (r) =>
          toast.success(r.enabled ? 'Rule switched on' : 'Rule switched off', { description: r.label }),
      },
    );
  const id = `rule-${rule.key}`;
  return (
    <li className={cn('grid gap-4 py-5 lg:grid-cols-[minmax(0,1fr)_auto]', !rule.enabled && 'opacity-75')}>
      <div className="flex min-w-0 items-start gap-3">
        <Switch
          on={rule.enabled}
          label={`${rule.label}: ${rule.enabled ? 'on' : 'off'}`}
          onToggle={toggle}
          disabled={update.isPending}
        />
        <div className="min-w-0">
          <h3 className="font-medium">{rule.label}</h3>
          <p className="mt-0.5 text-sm text-muted">{rule.description}</p>
          <p className="mt-1 text-xs text-muted">
            Changed {format(new Date(rule.updatedAt), 'MMM d, yyyy h:mm a')}
          </p>
        </div>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label={`${rule.label} settings`}
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          Weight
          <input
            name="weight"
            type="number"
            min={0}
            max={100}
            value={draft.weight}
            onChange={(e) => setDraft({ ...draft, weight: e.target.value })}
            className={cn(FILTER_CONTROL, 'w-20 font-mono')}
          />
        </label>
        {Object.keys(draft.parameters).map((key) => {
          const field = fieldOf(key);
          return (
            <label key={key} className="flex flex-col gap-1 text-xs font-medium text-muted">
              {field.label}
              <span className="flex items-center gap-1.5">
                {field.kind === 'cents' && <span className="text-sm text-muted">$</span>}
                <input
                  name={key}
                  type="number"
                  step={field.kind === 'multiple' ? 0.1 : field.kind === 'cents' ? 0.01 : 1}
                  value={draft.parameters[key]}
                  onChange={(e) =>
                    setDraft({ ...draft, parameters: { ...draft.parameters, [key]: e.target.value } })
                  }
                  className={cn(FILTER_CONTROL, field.kind === 'cents' ? 'w-24' : 'w-20', 'font-mono')}
                />
                {field.kind !== 'cents' && UNITS[field.kind] && (
                  <span className="text-sm text-muted">{UNITS[field.kind]}</span>
                )}
              </span>
            </label>
          );
        })}
        <Button
          type="submit"
          size="sm"
          variant={dirty ? 'primary' : 'outline'}
          disabled={!dirty || update.isPending}
          className="h-9"
        >
          Save
        </Button>
        {update.error && (
          <p id={`${id}-error`} role="alert" className="basis-full text-sm text-danger">
            {update.error.message}
          </p>
        )}
      </form>
    </li>
  );
}
