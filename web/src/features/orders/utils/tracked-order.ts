import type { DeliveryProgress, DeliveryView, OrderView, TrackingView } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/status.ts';

/** What every tracking view shows, whichever way the order was loaded (the owner's order, or a tracking code). */
export interface TrackedOrder {
  id: string;
  orderNumber: string;
  trackingCode: string;
  status: OrderStatus;
  firstName: string;
  createdAt: string;
  delivery: DeliveryView;
  events: readonly { status: OrderStatus; at: string }[];
  progress: DeliveryProgress;
}

export const fromTrackingView = (order: TrackingView): TrackedOrder => ({
  id: order.orderId,
  orderNumber: order.orderNumber,
  trackingCode: order.trackingCode,
  status: order.status,
  firstName: order.firstName,
  createdAt: order.createdAt,
  delivery: order.delivery,
  events: order.events,
  progress: order.progress,
});

export const fromOrderView = (order: OrderView): TrackedOrder => ({
  id: order.id,
  orderNumber: order.orderNumber,
  trackingCode: order.trackingCode,
  status: order.status,
  firstName: order.customerName.trim().split(/\s+/)[0] ?? '',
  createdAt: order.createdAt,
  delivery: order.delivery,
  events: order.events,
  progress: order.progress,
});
