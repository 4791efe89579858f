import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RiskApproveSchema } from '#domain/risk/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/confirm-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useApproveHeldOrder } from '../api/approve-held-order.ts';

/** Releases a held order with a note (required; kept in the audit log and the order's staff notes). */
export function ApproveOrderDialog({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [open, setOpen] = useState(false);
  const approve = useApproveHeldOrder(orderId);
  const form = useForm({ resolver: zodResolver(RiskApproveSchema), defaultValues: { note: '' } });
  const onOpenChange = (next: boolean) => {
    if (approve.isPending) return;
    if (next) {
      approve.reset();
      form.reset();
    }
    setOpen(next);
  };
  const confirm = form.handleSubmit(({ note }) =>
    approve.mutate(note, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Order approved', { description: `${orderNumber} can go to the shop now.` });
      },
    }),
  );
  const error = form.formState.errors.note?.message;
  const id = `approve-note-${orderId}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm">Approve</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">Approve {orderNumber}?</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">
          The hold is lifted and the shop can accept the order. Say what you checked; it is kept with the
          order.
        </DialogDescription>
        <div className="mt-5 space-y-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            Review note
          </label>
          <textarea
            id={id}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            placeholder="e.g. Called the customer; name and ID match"
            className={cn(CONTROL_CLASS, 'h-auto py-2.5 text-sm')}
            {...form.register('note')}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-danger">
              {error}
            </p>
          )}
        </div>
        <ConfirmActions
          error={approve.error}
          pending={approve.isPending}
          keepLabel="Keep holding"
          confirmLabel="Approve order"
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
