import { statusLabel, type OrderStatus } from '#domain/orders/status.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  preparing: 'info',
  ready: 'accent',
  in_transit: 'accent',
  delivered: 'success',
  cancelled: 'neutral',
  returned: 'danger',
};

/** An order status for staff: pending stands out (it waits on someone), ended orders are quiet. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={TONES[status]} className="capitalize">
      {statusLabel(status)}
    </Badge>
  );
}
