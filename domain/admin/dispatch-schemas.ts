import { z } from 'zod';
import { statusLabel, type OrderStatus } from '../orders/status.ts';

/** What dispatch says when it refuses. */
export const DISPATCH_MESSAGES = {
  courierRequired: 'Choose a courier',
  courierNotFound: 'Courier not found',
  orderNotFound: 'Order not found',
  offline: 'This courier is offline',
  blocked: "This courier's account is blocked",
  atCarryLimit: 'This courier is at their carry limit',
  alreadyTheirs: 'This courier already has this order',
  changed: 'This order changed meanwhile; reload and try again',
} as const;

/** `POST /api/admin/dispatch/orders/:id/assign`: the courier (couriers.id) who gets the order. */
export const AssignOrderSchema = z.strictObject({
  courierId: z.uuid({ error: DISPATCH_MESSAGES.courierRequired }),
});
export type AssignOrder = z.infer<typeof AssignOrderSchema>;

/** `GET /api/admin/dispatch/couriers`: on shift only, or (`all=1`) every courier. */
export const DispatchCouriersQuerySchema = z.strictObject({
  all: z.enum(['0', '1'], { error: 'all must be 0 or 1' }).optional(),
});

/** Statuses in which a courier may be given the order: as for a courier taking it, before pickup. */
export const ASSIGNABLE_STATUSES = ['preparing', 'ready'] as const satisfies readonly OrderStatus[];

/** Null when dispatch may give an order in `status` to a courier; otherwise why not. */
export function assignProblem(status: OrderStatus): string | null {
  if ((ASSIGNABLE_STATUSES as readonly OrderStatus[]).includes(status)) return null;
  if (status === 'in_transit') return 'This order is already out for delivery';
  if (status === 'pending' || status === 'confirmed') {
    return `This order is ${statusLabel(status)}; a courier can be given it once the shop is preparing it`;
  }
  return `This order is already ${statusLabel(status)}`;
}
