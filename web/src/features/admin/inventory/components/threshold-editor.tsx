import { useState } from 'react';
import { ThresholdSchema, type InventoryRow } from '#domain/admin/inventory.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useVariantChange } from '../api/change-variant.ts';

/** The low-stock threshold, edited in place: Enter or leaving the field saves, Escape puts it back. */
export function ThresholdEditor({ row, canEdit }: { row: InventoryRow; canEdit: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useVariantChange(row.variantId);
  if (!canEdit) return <span className="tabular-nums">{row.threshold}</span>;
  const value = draft ?? String(row.threshold);
  const save = async () => {
    if (draft === null || draft === String(row.threshold)) return setDraft(null);
    const parsed = ThresholdSchema.safeParse({ threshold: draft.trim() === '' ? NaN : Number(draft) });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    try {
      await change.mutateAsync({ kind: 'threshold', threshold: parsed.data.threshold });
      toast.success(
        `${row.productName} (${row.label}) now counts as low with ${parsed.data.threshold} or fewer left`,
      );
      setDraft(null);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not save the threshold');
    }
  };
  return (
    <span className="inline-flex flex-col items-end">
      <input
        type="number"
        min={0}
        inputMode="numeric"
        aria-label={`Low-stock threshold, ${row.productName} ${row.label}`}
        aria-invalid={Boolean(error)}
        title={error ?? 'Low stock at or under this count'}
        value={value}
        disabled={change.isPending}
        onChange={(e) => {
          setDraft(e.target.value);
          setError(null);
        }}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
          if (e.key === 'Escape') {
            setDraft(null);
            setError(null);
          }
        }}
        className={cn(
          'h-8 w-16 rounded-md border border-transparent bg-transparent px-2 text-right tabular-nums',
          'hover:border-border focus:border-accent focus:bg-surface focus:outline-none focus:ring-2 focus:ring-accent/30',
          error && 'border-danger',
        )}
      />
      {error && <span className="max-w-40 text-right text-xs text-danger">{error}</span>}
    </span>
  );
}
