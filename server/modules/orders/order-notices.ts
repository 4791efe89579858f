import type { OrderNoticeEvent } from '#domain/notifications.ts';
import { deliveryLabel } from '#domain/orders/delivery-label.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queueOrderNotifications } from '#server/modules/notifications/order-messages.service.ts';
import { PAYMENT_METHOD_LABELS } from '#domain/checkout.schemas.ts';
import { DEFAULT_WEIGHT } from '#domain/catalog.ts';
import type { ReceiptLines } from '#server/modules/notifications/order-messages.service.ts';
import { discountLabel } from './orders.dto.ts';
import { itemsOf, type OrderItemRow, type OrderRow } from './orders.repo.ts';

/** The receipt e-mailed on delivery: the stored lines and totals, never priced again. */
function receiptOf(order: OrderRow, items: OrderItemRow[]): ReceiptLines {
  return {
    lines: items.map((i) => ({
      name: i.variantLabel === DEFAULT_WEIGHT ? i.productName : `${i.productName} (${i.variantLabel})`,
      quantity: i.quantity,
      totalCents: i.unitPriceCents * i.quantity,
    })),
    subtotalCents: order.subtotalCents,
    discount:
      order.discountKind && order.discountCents > 0
        ? {
            label: discountLabel(order),
            cents: order.discountCents,
          }
        : null,
    deliveryFeeCents: order.deliveryFeeCents,
    exciseCents: order.exciseCents,
    totalCents: order.totalCents,
    payment: PAYMENT_METHOD_LABELS[order.paymentMethod],
  };
}

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
      receipt: event === 'delivered' ? receiptOf(order, await itemsOf(tx, [order.id])) : undefined,
    });
  };
}
