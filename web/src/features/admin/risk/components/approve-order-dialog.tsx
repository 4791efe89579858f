import { z } from 'zod';
import { RiskApproveSchema } from '#domain/risk/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ReasonDialog } from '#web/components/ui/reason-dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useApproveHeldOrder } from '../api/approve-held-order.ts';

/** The approval's note, under the field name the reason dialog uses. */
const NoteSchema = z.object({ reason: RiskApproveSchema.shape.note });

/** Releases a held order with a note (required; kept in the audit log and the order's staff notes). */
export function ApproveOrderDialog({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const approve = useApproveHeldOrder(orderId);
  return (
    <ReasonDialog
      id={`approve-note-${orderId}`}
      trigger={<Button size="sm">Approve</Button>}
      title={`Approve ${orderNumber}?`}
      description="The hold is lifted and the shop can accept the order. Say what you checked; it is kept with the order."
      label="Review note"
      placeholder="e.g. Called the customer; name and ID match"
      schema={NoteSchema}
      keepLabel="Keep holding"
      confirmLabel="Approve order"
      confirmVariant="primary"
      action={approve}
      onDone={() =>
        toast.success('Order approved', { description: `${orderNumber} can go to the shop now.` })
      }
    />
  );
}
