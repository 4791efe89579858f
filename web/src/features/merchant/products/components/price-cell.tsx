import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatUsd } from '#domain/money.ts';
import { SHOP_MESSAGES, type MerchantVariant } from '#domain/merchant/shop-contracts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useVariantAction } from '../api/variant-action.ts';

/** The variant's price: editable by the owner when the admin allows it, otherwise shown with why it is locked. */
export function PriceCell({
  variant,
  editable,
  name,
}: {
  variant: MerchantVariant;
  editable: boolean;
  name: string;
}) {
  const action = useVariantAction(variant.id);
  const [value, setValue] = useState((variant.priceCents / 100).toFixed(2));
  if (!editable) {
    return (
      <span className="inline-flex items-center gap-1.5 tabular-nums" title={SHOP_MESSAGES.pricesLocked}>
        {formatUsd(variant.priceCents)}
        <Lock className="h-3 w-3 text-muted" aria-label={SHOP_MESSAGES.pricesLocked} />
      </span>
    );
  }
  const cents = Math.round(Number(value) * 100);
  function submit(event: FormEvent) {
    event.preventDefault();
    action.mutate(
      { kind: 'price', priceCents: cents },
      {
        onSuccess: () => toast.success(`${name} (${variant.label}) now costs ${formatUsd(cents)}`),
        onError: (error) => toast.error(couldNotText('change the price', error)),
      },
    );
  }
  return (
    <form onSubmit={submit} className="flex items-center gap-1.5">
      <span className="text-muted">$</span>
      <input
        type="number"
        step="0.01"
        min={1}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-label={`Price of ${name}, ${variant.label}`}
        className="h-9 w-20 rounded-xl border border-border bg-surface px-2 text-sm tabular-nums"
      />
      {cents !== variant.priceCents && Number.isFinite(cents) && (
        <Button type="submit" size="sm" variant="outline" disabled={action.isPending}>
          Save
        </Button>
      )}
    </form>
  );
}
