import { AdminCancelSchema } from '#domain/admin/order-detail.ts';
import { ReasonDialog } from '#web/components/ui/reason-dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCancelAdminOrder } from '../api/cancel-admin-order.ts';

/** Cancel with a reason (required, kept on the timeline); the stock goes back to the shop. */
export function CancelOrderDialog({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const cancel = useCancelAdminOrder(orderId);
  return (
    <ReasonDialog
      id="cancel-reason"
      trigger="Cancel order"
      title={`Cancel ${orderNumber}?`}
      description="The customer is told, the shop stops, and the items go back into stock. This cannot be undone."
      placeholder="e.g. Customer asked by phone"
      keepLabel="Keep order"
      confirmLabel="Cancel order"
      schema={AdminCancelSchema}
      action={cancel}
      onDone={() =>
        toast.success(`Order ${orderNumber} is cancelled`, { description: 'Its items are back in stock.' })
      }
    />
  );
}
