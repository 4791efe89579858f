import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMMON_REJECT_REASONS, RejectOrderSchema, type RejectOrder } from '#domain/merchant/orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/confirm-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { ReasonField } from '#web/components/ui/reason-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useOrderStep } from '../api/order-step.ts';
import { SMALL_BUTTON } from '../utils/board.ts';

/** Turn an order down with a reason the customer reads: a common reason in one tap, or the shop's own words. */
export function RejectOrderDialog({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [open, setOpen] = useState(false);
  const step = useOrderStep();
  const form = useForm<RejectOrder>({
    resolver: zodResolver(RejectOrderSchema),
    defaultValues: { reason: '' },
  });
  const chosen = useWatch({ control: form.control, name: 'reason' });
  const onOpenChange = (next: boolean) => {
    if (step.isPending) return;
    if (next) {
      step.reset();
      form.reset();
    }
    setOpen(next);
  };
  // Told from the request's own answer: the live board can take the card (and this dialog) away first.
  const confirm = form.handleSubmit(({ reason }) =>
    step.mutateAsync({ id: orderId, action: 'reject', reason }).then(
      () => {
        setOpen(false);
        toast.success(`Order ${orderNumber} rejected`, {
          description: 'The customer is told why; the items are back in stock.',
        });
      },
      (error: Error) => toast.error(couldNotText(`reject order ${orderNumber}`, error)),
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={cn(SMALL_BUTTON, 'text-danger hover:border-danger/50')}
        >
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">Reject {orderNumber}?</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">
          The order is cancelled, its items go back into stock and the customer reads your reason.
        </DialogDescription>
        <fieldset className="mt-5">
          <legend className="text-sm font-medium">Common reasons</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {COMMON_REJECT_REASONS.map((reason) => (
              <button
                key={reason}
                type="button"
                aria-pressed={chosen === reason}
                onClick={() => form.setValue('reason', reason, { shouldValidate: true })}
                className={cn(
                  'rounded-full border px-3 py-1.5 text-left text-sm transition',
                  chosen === reason
                    ? 'border-foreground bg-foreground text-background'
                    : 'border-border bg-surface hover:bg-surface-2',
                )}
              >
                {reason}
              </button>
            ))}
          </div>
        </fieldset>
        <ReasonField
          id={`reject-reason-${orderId}`}
          label="Reason for the customer"
          placeholder="Or write your own, e.g. We are out of the 3.5g size"
          error={form.formState.errors.reason?.message}
          registration={form.register('reason')}
        />
        <ConfirmActions
          error={step.error}
          pending={step.isPending}
          keepLabel="Keep order"
          confirmLabel="Reject order"
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
