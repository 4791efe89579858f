import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/confirm-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

/** 'Cancel order' behind a confirmation; a refusal (the shop already started) is shown in the dialog. */
export function CancelOrderDialog({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(orderId);

  const onOpenChange = (next: boolean) => {
    if (cancel.isPending) return;
    if (next) cancel.reset();
    setOpen(next);
  };

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Order cancelled', { description: `${orderNumber} is cancelled. Nothing is due.` });
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-danger hover:border-danger/50">
          Cancel order
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">Cancel this order?</DialogTitle>
        <DialogDescription className="mt-2 text-muted">
          {orderNumber} will be cancelled and the shop will not prepare it. Nothing is charged. This cannot be
          undone.
        </DialogDescription>
        <ConfirmActions
          error={cancel.error}
          pending={cancel.isPending}
          keepLabel="Keep order"
          confirmLabel="Yes, cancel order"
          onConfirm={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}
