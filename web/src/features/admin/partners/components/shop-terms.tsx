import { useState, type ReactNode } from 'react';
import type { AdminPartnerShop, PartnerShopUpdate } from '#domain/admin/partners.ts';
import { ConfirmActions } from '#web/components/ui/confirm-actions.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdatePartnerShop } from '../api/update-partner-shop.ts';
import { commissionChange, percentOf } from '../utils/commission.ts';

interface ConfirmTermsProps {
  shop: AdminPartnerShop;
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** The change to send, or a message when the input is not valid. */
  change: () => PartnerShopUpdate | string;
  done: string;
  onOpen?: () => void;
  children?: ReactNode;
}

/** Confirms one change of a shop's terms, shows the server's refusal, toasts on success. */
function ConfirmTerms({
  shop,
  trigger,
  title,
  description,
  confirmLabel,
  change,
  done,
  onOpen,
  children,
}: ConfirmTermsProps) {
  const update = useUpdatePartnerShop(shop.id);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onOpenChange = (next: boolean) => {
    if (update.isPending) return;
    if (next) {
      update.reset();
      setProblem(null);
      onOpen?.();
    }
    setOpen(next);
  };
  const confirm = () => {
    const patch = change();
    if (typeof patch === 'string') return setProblem(patch);
    setProblem(null);
    update.mutate(patch, {
      onSuccess: () => {
        setOpen(false);
        toast.success(done);
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">{description}</DialogDescription>
        {children && <div className="mt-5 space-y-1.5">{children}</div>}
        <ConfirmActions
          error={problem ? new Error(problem) : update.error}
          pending={update.isPending}
          keepLabel="Keep as is"
          confirmLabel={confirmLabel}
          confirmVariant="primary"
          onConfirm={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The prices-editable switch: a click asks first, then the shop's portal follows at once. */
export function PricesSwitch({ shop }: { shop: AdminPartnerShop }) {
  const next = !shop.pricesEditable;
  return (
    <ConfirmTerms
      shop={shop}
      trigger={
        <button
          type="button"
          role="switch"
          aria-checked={shop.pricesEditable}
          aria-label={`${shop.name} may edit its prices`}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition',
            shop.pricesEditable ? 'border-accent bg-accent' : 'border-border bg-surface-2',
          )}
        >
          <span
            className={cn(
              'inline-block h-4 w-4 rounded-full bg-white shadow transition',
              shop.pricesEditable ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </button>
      }
      title={next ? `Let ${shop.name} edit its prices?` : `Stop ${shop.name} editing its prices?`}
      description={
        next
          ? 'The owner can change the price of each product from the shop portal. Compliance fields stay with the catalog team.'
          : 'Prices stay as they are now; only the catalog team can change them.'
      }
      confirmLabel={next ? 'Allow price edits' : 'Stop price edits'}
      change={() => ({ pricesEditable: next })}
      done={next ? `${shop.name} may now edit its prices` : `${shop.name} can no longer edit its prices`}
    />
  );
}

/** The commission editor: a percentage with up to two decimals, stored in basis points. */
export function CommissionEditor({ shop }: { shop: AdminPartnerShop }) {
  const [value, setValue] = useState('');
  const id = `commission-${shop.id}`;
  const parse = () => commissionChange(value, shop.commissionBps);
  return (
    <ConfirmTerms
      shop={shop}
      trigger={
        <button
          type="button"
          className="rounded-md px-1.5 py-0.5 tabular-nums underline decoration-dotted underline-offset-4 hover:bg-surface-2"
          aria-label={`Change ${shop.name}'s commission, now ${percentOf(shop.commissionBps)}`}
        >
          {percentOf(shop.commissionBps)}
        </button>
      }
      title={`Change ${shop.name}'s commission`}
      description={`The platform's share of the shop's net sales, used for its reports and payouts; now ${percentOf(shop.commissionBps)}.`}
      confirmLabel="Change the commission"
      change={parse}
      done={`${shop.name}'s commission changed`}
      onOpen={() => setValue(String(shop.commissionBps / 100))}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        Commission (%)
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className={cn(CONTROL_CLASS, 'max-w-40 tabular-nums')}
      />
    </ConfirmTerms>
  );
}
