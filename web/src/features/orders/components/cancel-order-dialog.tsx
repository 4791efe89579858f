import { useState } from 'react';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
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
        <div role="alert" aria-atomic="true">
          {cancel.isError && (
            <p className="mt-5 flex gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm font-medium">
              <CircleAlert className="h-5 w-5 shrink-0 text-danger" aria-hidden />
              {cancel.error.message || 'An error occurred'}
            </p>
          )}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              Keep order
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} disabled={cancel.isPending} aria-busy={cancel.isPending}>
            {cancel.isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
            Yes, cancel order
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
