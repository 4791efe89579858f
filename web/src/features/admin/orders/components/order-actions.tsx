import { ASSIGNABLE_STATUSES } from '#domain/admin/dispatch-schemas.ts';
import type { AdminOrderDetail, AdminStatusTarget } from '#domain/admin/order-detail.ts';
import { Button } from '#web/components/ui/button.tsx';
import { nextAction, useKeepFocus } from '#web/hooks/use-keep-focus.ts';
import { useCan } from '#web/lib/use-can.ts';
import { couldNotText, orderNowText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { AssignCourierDialog } from './assign-courier-dialog.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';

const STEP_LABELS: Record<AdminStatusTarget, string> = {
  confirmed: 'Confirm',
  preparing: 'Mark preparing',
  ready: 'Mark ready',
};

/** The moves the server allows this caller now; a refusal shows the server's message. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const setStatus = useSetOrderStatus(order.id);
  const mayAssign = useCan('orders:status:write');
  const assignable = (ASSIGNABLE_STATUSES as readonly string[]).includes(order.status);
  const { status: steps, cancel } = order.allowedActions;
  const keepFocus = useKeepFocus();
  const move = (to: AdminStatusTarget) =>
    setStatus.mutate(to, {
      onSuccess: () => {
        keepFocus(`order:${order.id}`);
        toast.success(orderNowText(order.orderNumber, to));
      },
      onError: (error) => toast.error(couldNotText(`move order ${order.orderNumber} on`, error)),
    });
  if (!steps.length && !cancel && !(mayAssign && assignable)) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {steps.map((to) => (
        <Button key={to} size="sm" disabled={setStatus.isPending} onClick={() => move(to)} {...nextAction}>
          {STEP_LABELS[to]}
        </Button>
      ))}
      {mayAssign && assignable && (
        <AssignCourierDialog
          orderId={order.id}
          orderNumber={order.orderNumber}
          currentCourier={order.courier?.name ?? null}
        />
      )}
      {cancel && <CancelOrderDialog orderId={order.id} orderNumber={order.orderNumber} />}
    </div>
  );
}
