import { useState, type FormEvent } from 'react';
import {
  STOCK_REASON_LABELS,
  STOCK_REASONS,
  type MerchantVariant,
  type StockReason,
} from '#domain/merchant/shop-contracts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useVariantAction, type VariantAction } from '../api/variant-action.ts';

const INPUT =
  'h-9 rounded-xl border border-border bg-surface px-2.5 text-sm tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40';
const MANUAL_REASONS = STOCK_REASONS.filter((r) => r !== 'sold_out' && r !== 'back_in_stock');

/** A variant's stock: type a new count and its reason, 86 it, or bring it back; each change goes through the ledger. */
export function StockControls({ variant, name }: { variant: MerchantVariant; name: string }) {
  const action = useVariantAction(variant.id);
  const [count, setCount] = useState(String(variant.stock));
  const [reason, setReason] = useState<StockReason>('received');
  const [seen, setSeen] = useState(variant.stock);
  if (seen !== variant.stock) {
    // Another device (or this one) changed the count: show the new one.
    setSeen(variant.stock);
    setCount(String(variant.stock));
  }
  const label = `${name}, ${variant.label}`;
  const run = (change: VariantAction, done: string) =>
    action.mutate(change, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(couldNotText('change the stock', error)),
    });
  const parsed = Number(count);
  const valid = count.trim() !== '' && Number.isInteger(parsed) && parsed >= 0;
  // A new count asks for its reason; until then the row offers to 86 the variant.
  const editing = count.trim() !== '' && parsed !== variant.stock;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return toast.error('Enter a whole number of units');
    if (variant.soldOut) {
      if (parsed < 1) return toast.error('Enter how many are back');
      return run({ kind: 'back-in-stock', stock: parsed }, `${label} is back in stock`);
    }
    run({ kind: 'stock', stock: parsed, reason }, `${label}: stock set to ${parsed}`);
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <input
        type="number"
        inputMode="numeric"
        min={0}
        value={count}
        onChange={(e) => setCount(e.target.value)}
        aria-label={`New stock count for ${label}`}
        className={`${INPUT} w-[4.5rem]`}
      />
      {variant.soldOut ? (
        <Button type="submit" size="sm" variant="accent" disabled={action.isPending}>
          Back in stock
        </Button>
      ) : editing ? (
        <>
          <select
            value={reason}
            onChange={(e) => setReason(e.target.value as StockReason)}
            aria-label={`Reason for ${label}`}
            className={`${INPUT} cursor-pointer`}
          >
            {MANUAL_REASONS.map((r) => (
              <option key={r} value={r}>
                {STOCK_REASON_LABELS[r]}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" variant="outline" disabled={action.isPending}>
            Update
          </Button>
        </>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="border-danger/40! text-danger! hover:bg-danger/10"
          disabled={action.isPending}
          onClick={() => run({ kind: 'sold-out' }, `${label} is sold out`)}
        >
          Sold out
        </Button>
      )}
    </form>
  );
}
