import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ADMIN_STOCK_REASONS } from '#domain/catalog/admin-rules.ts';
import {
  InventoryAdjustSchema,
  LEDGER_REASON_LABELS,
  type InventoryAdjust,
  type InventoryRow,
} from '#domain/admin/inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useVariantChange } from '../api/change-variant.ts';

type Mode = InventoryAdjust['mode'];
interface FormValues {
  mode: Mode;
  stock?: number;
  delta?: number;
  reason: InventoryAdjust['reason'];
  note?: string;
}

const FIELD = 'h-9 w-full rounded-lg border border-border bg-surface px-2.5 text-sm tabular-nums';
const LABEL = 'text-xs font-medium text-muted';

/** New count or units in/out, a reason and a note: one ledger row. Shows the count it will leave before saving. */
export function AdjustStockForm({ row, onDone }: { row: InventoryRow; onDone: () => void }) {
  const [mode, setMode] = useState<Mode>('delta');
  const change = useVariantChange(row.variantId);
  const form = useForm<FormValues>({ defaultValues: { mode: 'delta', reason: 'received', note: '' } });
  const { register, handleSubmit, control, formState, setError, setValue } = form;
  const entered = useWatch({ control, name: mode === 'set' ? 'stock' : 'delta' });
  const after = Number.isFinite(entered) ? (mode === 'set' ? entered! : row.stock + entered!) : null;
  const errors = formState.errors;
  const pick = (next: Mode) => {
    setMode(next);
    setValue('mode', next);
    form.resetField('stock');
    form.resetField('delta');
  };
  const submit = handleSubmit(async (values) => {
    const amount = mode === 'set' ? { stock: values.stock } : { delta: values.delta };
    const parsed = InventoryAdjustSchema.safeParse({
      mode,
      ...amount,
      reason: values.reason,
      ...(values.note?.trim() ? { note: values.note } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] as keyof FormValues | undefined) ?? 'root';
        setError(field === 'mode' ? 'root' : field, { message: issue.message });
      }
      return;
    }
    try {
      const { row: saved } = await change.mutateAsync({ kind: 'adjust', change: parsed.data });
      toast.success(`${row.productName} (${row.label}) now has ${saved.stock} in stock, was ${row.stock}`);
      onDone();
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : 'Could not save the change' });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate>
      <div
        role="radiogroup"
        aria-label="Change by"
        className="grid grid-cols-2 rounded-lg bg-surface-2 p-0.5 text-sm"
      >
        {(['delta', 'set'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            onClick={() => pick(m)}
            className={cn('h-8 rounded-md', mode === m ? 'bg-surface font-medium shadow-sm' : 'text-muted')}
          >
            {m === 'delta' ? 'Add or remove' : 'New count'}
          </button>
        ))}
      </div>
      <div className="space-y-1">
        <label htmlFor="adjust-amount" className={LABEL}>
          {mode === 'delta' ? 'Units (negative removes)' : 'Count on the shelf'}
        </label>
        <input
          key={mode}
          id="adjust-amount"
          type="number"
          inputMode="numeric"
          autoFocus
          className={FIELD}
          aria-invalid={Boolean(errors.delta ?? errors.stock)}
          {...register(mode === 'set' ? 'stock' : 'delta', { valueAsNumber: true })}
        />
        {(errors.delta ?? errors.stock) && (
          <p className="text-xs text-danger">{(errors.delta ?? errors.stock)!.message}</p>
        )}
      </div>
      <div className="space-y-1">
        <label htmlFor="adjust-reason" className={LABEL}>
          Reason
        </label>
        <select id="adjust-reason" className={FIELD} {...register('reason')}>
          {ADMIN_STOCK_REASONS.map((r) => (
            <option key={r} value={r}>
              {LEDGER_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="adjust-note" className={LABEL}>
          Note <span className="font-normal">(optional)</span>
        </label>
        <input id="adjust-note" className={FIELD} maxLength={200} {...register('note')} />
        {errors.note && <p className="text-xs text-danger">{errors.note.message}</p>}
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {after === null ? `On the shelf now: ${row.stock}` : `${row.stock} → ${after}`}
      </p>
      {errors.root && (
        <p role="alert" className="text-xs text-danger">
          {errors.root.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={change.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
