import type { PaymentMethod } from '../checkout.schemas.ts';
import type { Borough } from '../compliance/delivery-area.ts';
import type { Cents } from '../money.ts';
import type { CourierPosition } from '../couriers/views.ts';
import type { VehicleType } from '../couriers/rules.ts';
import type { PriceBreakdown } from '../pricing.ts';
import type { OrderRatingView } from './rating.ts';
import type { ActorRole, OrderStatus } from './status.ts';

export const PAYMENT_STATUSES = ['due_at_door', 'paid', 'voided'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface OrderItemView {
  productId: string;
  productName: string;
  imageUrl: string;
  variantLabel: string;
  netGrams: number;
  unitPriceCents: Cents;
  quantity: number;
  lineTotalCents: Cents;
}

export interface OrderEventView {
  status: OrderStatus;
  actorRole: ActorRole;
  note: string | null;
  at: string;
}

export interface PriceLines {
  subtotalCents: Cents;
  discount: PriceBreakdown['discount'];
  deliveryFeeCents: Cents;
  exciseCents: Cents;
  totalCents: Cents;
}

export interface DeliveryView {
  isAsap: boolean;
  windowStart: string;
  windowEnd: string;
  windowLabel: string;
}

/** What the customer who placed the order (and staff) see. */
export interface OrderView {
  id: string;
  orderNumber: string;
  trackingCode: string;
  status: OrderStatus;
  createdAt: string;
  customerName: string;
  email: string;
  phone: string;
  address: { street: string; apartment: string | null; zip: string; borough: Borough };
  deliveryNote: string | null;
  delivery: DeliveryView;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  items: OrderItemView[];
  pricing: PriceLines;
  events: OrderEventView[];
  canCancel: boolean;
  progress: DeliveryProgress;
  /** The owner's rating, once given (after delivery). */
  rating: OrderRatingView | null;
}

/** What a tracking-code holder sees: no address, no phone, no e-mail, first name only. */
export interface TrackingView {
  orderNumber: string;
  trackingCode: string;
  orderId: string;
  status: OrderStatus;
  firstName: string;
  createdAt: string;
  delivery: DeliveryView;
  items: { productName: string; variantLabel: string; quantity: number; imageUrl: string }[];
  totalCents: Cents;
  events: { status: OrderStatus; at: string }[];
  progress: DeliveryProgress;
}

/** How far the courier is; `courier` is only filled while the order is on its way (after pickup, before delivery). */
export interface DeliveryProgress {
  assignedAt: string | null;
  pickedUpAt: string | null;
  arrivedAt: string | null;
  deliveredAt: string | null;
  courier: CourierPosition | null;
  /** The drop-off's map point (the ZIP centre) while the order is on its way, for the map. */
  dropoff: { lat: number; lng: number } | null;
  /** The shop preparing the order. */
  shopName: string | null;
  /** The assigned courier's first name only (privacy), and how they ride; null until one takes the order. */
  courierName: string | null;
  vehicleType: VehicleType | null;
}

export interface OrderSummary {
  id: string;
  orderNumber: string;
  trackingCode: string;
  status: OrderStatus;
  createdAt: string;
  totalCents: Cents;
  itemCount: number;
  items: {
    productId: string;
    productName: string;
    variantLabel: string;
    quantity: number;
    imageUrl: string;
  }[];
  delivery: DeliveryView;
}

export const ACTIVE_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'in_transit',
];
