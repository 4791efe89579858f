import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCancelSchema } from '#domain/admin/order-detail.ts';
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
import { toast } from '#web/lib/toast.ts';
import { useCancelAdminOrder } from '../api/cancel-admin-order.ts';

/** Cancel with a reason (required, kept on the timeline); the stock goes back to the shop. */
export function CancelOrderDialog({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelAdminOrder(orderId);
  const form = useForm({ resolver: zodResolver(AdminCancelSchema), defaultValues: { reason: '' } });
  const onOpenChange = (next: boolean) => {
    if (cancel.isPending) return;
    if (next) {
      cancel.reset();
      form.reset();
    }
    setOpen(next);
  };
  const confirm = form.handleSubmit(({ reason }) =>
    cancel.mutate(reason, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Order cancelled', { description: `${orderNumber} is cancelled; its stock is back.` });
      },
    }),
  );
  const error = form.formState.errors.reason?.message;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-danger hover:border-danger/50">
          Cancel order
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">Cancel {orderNumber}?</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">
          The customer is told, the shop stops, and the items go back into stock. This cannot be undone.
        </DialogDescription>
        <ReasonField
          id="cancel-reason"
          placeholder="e.g. Customer asked by phone"
          error={error}
          registration={form.register('reason')}
        />
        <ConfirmActions
          error={cancel.error}
          pending={cancel.isPending}
          keepLabel="Keep order"
          confirmLabel="Cancel order"
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
