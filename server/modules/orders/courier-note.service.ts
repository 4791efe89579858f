import type { Role } from '#domain/auth.ts';
import { can } from '#domain/permissions.ts';
import { courierTopic } from '#domain/realtime.ts';
import { auditOrigin, type Actor as StaffActor } from '#server/lib/actor.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { writeCourierNote } from './courier-note.repo.ts';
import { findOrder } from './orders.repo.ts';
import type { StaffOrders } from './staff-orders.service.ts';

export const COURIER_NOTE_REFUSED = 'You cannot write notes to couriers';

/**
 * Staff's note to the courier on an order ("call the customer", "side door"): one at a time, a new one replaces it
 * and an empty one removes it. Audited in its transaction; the assigned courier's app refetches the delivery at once.
 */
export function createCourierNote(deps: OrdersDeps, staff: StaffOrders) {
  async function set(actor: StaffActor, roles: readonly Role[], orderId: string, text: string) {
    if (!can(roles, 'orders:notes:add')) throw forbidden(COURIER_NOTE_REFUSED);
    const at = deps.now();
    const courierUserId = await deps.db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, true);
      if (!order) throw notFound('Order not found');
      const next = text === '' ? null : text;
      if (next === order.courierNote) return order.courierUserId;
      await writeCourierNote(tx, orderId, next === null ? null : { text: next, by: actor.userId, at });
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: next === null ? 'order.courier_note.clear' : 'order.courier_note',
        targetType: 'order',
        targetId: orderId,
        before: { courierNote: order.courierNote },
        after: { courierNote: next },
        details: {},
      });
      return order.courierUserId;
    });
    const courierId = courierUserId ? await deps.courierIdOf(courierUserId) : null;
    if (courierId) {
      await deps.bus.publish(courierTopic(courierId), {
        kind: 'delivery.note',
        orderId,
        at: at.toISOString(),
      });
    }
    return staff.detail(orderId, roles);
  }
  return { set };
}
