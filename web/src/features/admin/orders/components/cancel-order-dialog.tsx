import { AdminCancelSchema } from '#domain/admin/order-detail.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ReasonDialog, reasonAction } from '#web/features/admin/components/reason-dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCancelAdminOrder } from '../api/cancel-admin-order.ts';

/** Cancel with a reason (required, kept on the timeline); the stock goes back to the shop. */
export function CancelOrderDialog({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const cancel = useCancelAdminOrder(orderId);
  return (
    <ReasonDialog
      id="cancel-reason"
      trigger={
        <Button variant="outline" size="sm" className="text-danger hover:border-danger/50">
          Cancel order
        </Button>
      }
      title={`Cancel ${orderNumber}?`}
      description="The customer is told, the shop stops, and the items go back into stock. This cannot be undone."
      label="Reason"
      placeholder="e.g. Customer asked by phone"
      rule={AdminCancelSchema.shape.reason}
      keepLabel="Keep order"
      confirmLabel="Cancel order"
      action={reasonAction(cancel, () =>
        toast.success('Order cancelled', { description: `${orderNumber} is cancelled; its stock is back.` }),
      )}
    />
  );
}
