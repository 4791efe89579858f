import type { OrderNoticeEvent } from '#domain/notifications.ts';
import { deliveryLabel } from '#domain/orders/delivery-label.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queueOrderNotifications } from '#server/modules/notifications/order-messages.service.ts';
import type { OrderRow } from './orders.repo.ts';

/** Turns an order event into the customer's messages, in the caller's transaction. */
export function createOrderNotify(publicUrl: string, now: () => Date) {
  return async (
    tx: DbOrTx,
    order: OrderRow,
    event: OrderNoticeEvent,
    extra: { reason?: string; etaMinutes?: number } = {},
  ) => {
    await queueOrderNotifications(tx, {
      orderId: order.id,
      orderNumber: order.orderNumber,
      trackingCode: order.trackingCode,
      userId: order.userId,
      customerName: order.customerName,
      email: order.email,
      phone: order.phone,
      event,
      publicUrl,
      trackingUrl: `${publicUrl}/track/${order.trackingCode}`,
      windowLabel: deliveryLabel(order, now()),
      reason: extra.reason,
      etaMinutes: extra.etaMinutes,
    });
  };
}
