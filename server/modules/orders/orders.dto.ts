import { deliveryLabel } from '#domain/orders/delivery-label.ts';
import type { CustomerCourier } from '#domain/couriers/views.ts';
import type { OrderRatingView } from '#domain/orders/rating.ts';
import type { DeliveryProgress, OrderSummary, OrderView, TrackingView } from '#domain/orders/order.ts';
import { canTransition } from '#domain/orders/status.ts';
import type { OrderEventRow, OrderItemRow, OrderRow } from './orders.repo.ts';

/** What every view of an order opens with: which order, its codes, its status and when it was placed. */
export const orderHeading = (
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'trackingCode' | 'status' | 'createdAt'>,
) => ({
  id: order.id,
  orderNumber: order.orderNumber,
  trackingCode: order.trackingCode,
  status: order.status,
  createdAt: order.createdAt.toISOString(),
});

/** A line as bought, for the customer's and the staff's order views. */
export function toOrderLine(i: OrderItemRow) {
  return {
    productId: i.productId,
    productName: i.productName,
    variantLabel: i.variantLabel,
    netGrams: i.netGrams,
    unitPriceCents: i.unitPriceCents,
    quantity: i.quantity,
    lineTotalCents: i.unitPriceCents * i.quantity,
  };
}

export function toDeliveryView(order: OrderRow, now: Date) {
  return {
    isAsap: order.isAsap,
    windowStart: order.windowStart.toISOString(),
    windowEnd: order.windowEnd.toISOString(),
    windowLabel: deliveryLabel(order, now),
  };
}

/**
 * How a stored discount is named on the order page and the receipt. A first order's percent is the one in force
 * when it was placed (a setting), read back from its amounts.
 */
export const discountLabel = (
  order: Pick<OrderRow, 'discountKind' | 'couponCode' | 'discountCents' | 'subtotalCents'>,
) =>
  order.discountKind === 'first_order'
    ? `First order ${Math.round((order.discountCents * 100) / order.subtotalCents)}% off`
    : `Coupon ${order.couponCode}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Who delivers it, from where: the shop's name, the courier's first name and vehicle. */
export interface DeliveryPeople {
  shopName: string | null;
  courier: CustomerCourier | null;
}

/** The courier's position shows only while the order is on its way: never before pickup or after delivery. */
export function toProgress(order: OrderRow, people: DeliveryPeople): DeliveryProgress {
  const onTheWay = order.status === 'in_transit';
  const courier = people.courier;
  return {
    assignedAt: iso(order.acceptedAt),
    pickedUpAt: iso(order.pickedUpAt),
    arrivedAt: iso(order.arrivedAt),
    deliveredAt: iso(order.deliveredAt),
    courier: onTheWay ? (courier?.position ?? null) : null,
    dropoff:
      onTheWay && order.dropoffLat !== null && order.dropoffLng !== null
        ? { lat: order.dropoffLat, lng: order.dropoffLng }
        : null,
    shopName: people.shopName,
    courierName: courier?.firstName || null,
    vehicleType: courier?.vehicleType ?? null,
  };
}

export function toOrderView(
  order: OrderRow,
  items: OrderItemRow[],
  events: OrderEventRow[],
  now: Date,
  people: DeliveryPeople = { shopName: null, courier: null },
  rating: OrderRatingView | null = null,
): OrderView {
  return {
    ...orderHeading(order),
    customerName: order.customerName,
    email: order.email,
    phone: order.phone,
    address: { street: order.street, apartment: order.apartment, zip: order.zip, borough: order.borough },
    deliveryNote: order.deliveryNote,
    delivery: toDeliveryView(order, now),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    items: items.map((i) => ({ ...toOrderLine(i), imageUrl: i.imageUrl })),
    pricing: {
      subtotalCents: order.subtotalCents,
      discount:
        order.discountKind && order.discountCents > 0
          ? {
              kind: order.discountKind,
              label: discountLabel(order),
              code: order.couponCode,
              cents: order.discountCents,
            }
          : null,
      deliveryFeeCents: order.deliveryFeeCents,
      exciseCents: order.exciseCents,
      totalCents: order.totalCents,
    },
    events: events.map((e) => ({
      status: e.status,
      actorRole: e.actorRole,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    canCancel: canTransition(order.status, 'cancelled', 'customer'),
    progress: toProgress(order, people),
    rating,
  };
}

export function toTrackingView(
  order: OrderRow,
  items: OrderItemRow[],
  events: OrderEventRow[],
  now: Date,
  people: DeliveryPeople = { shopName: null, courier: null },
): TrackingView {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    trackingCode: order.trackingCode,
    status: order.status,
    firstName: order.customerName.trim().split(/\s+/)[0] ?? '',
    createdAt: order.createdAt.toISOString(),
    delivery: toDeliveryView(order, now),
    items: items.map((i) => ({
      productName: i.productName,
      variantLabel: i.variantLabel,
      quantity: i.quantity,
      imageUrl: i.imageUrl,
    })),
    totalCents: order.totalCents,
    events: events.map((e) => ({ status: e.status, at: e.createdAt.toISOString() })),
    progress: toProgress(order, people),
  };
}

export function toOrderSummary(order: OrderRow, items: OrderItemRow[], now: Date): OrderSummary {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    trackingCode: order.trackingCode,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    totalCents: order.totalCents,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    items: items.map((i) => ({
      productId: i.productId,
      productName: i.productName,
      variantLabel: i.variantLabel,
      quantity: i.quantity,
      imageUrl: i.imageUrl,
    })),
    delivery: toDeliveryView(order, now),
  };
}
