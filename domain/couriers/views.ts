import type { Cents } from '../money.ts';
import type { PaymentMethod } from '../checkout.schemas.ts';
import type { OrderStatus } from '../orders/status.ts';
import type { VehicleType } from './rules.ts';

/** The courier's own record: never the PIN hash. */
export interface CourierView {
  id: string;
  fullName: string;
  phone: string;
  email: string;
  vehicleType: VehicleType;
  isOnline: boolean;
  commissionRate: number;
  pin: {
    /** A PIN exists and is younger than 30 days. */
    isSet: boolean;
    setAt: string | null;
    /** This session entered the PIN and has not been idle for 30 minutes. */
    unlocked: boolean;
    lockedUntil: string | null;
  };
  location: { lat: number; lng: number; at: string } | null;
  carryLimitCents: Cents;
}

export interface Place {
  name: string;
  street: string;
  borough: string;
  neighborhood: string;
  lat: number;
  lng: number;
}

/** An order a courier may take: where to collect it and roughly where it goes (no customer details yet). */
export interface AvailableOrder {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  pickup: Place;
  dropoff: { borough: string; neighborhood: string };
  itemCount: number;
  retailValueCents: Cents;
  payoutCents: Cents;
  /** Kilometres from the courier to the shop, when the courier's position is known. */
  distanceKm: number | null;
  windowLabel: string;
}

/** An order the courier holds: everything needed to collect it and hand it over. */
export interface CourierDelivery {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  pickup: Place & { phone: string };
  dropoff: {
    recipient: string;
    phone: string;
    street: string;
    apartment: string | null;
    zip: string;
    borough: string;
    neighborhood: string;
    note: string | null;
    lat: number;
    lng: number;
  };
  items: { productName: string; variantLabel: string; quantity: number }[];
  itemCount: number;
  retailValueCents: Cents;
  totalDueCents: Cents;
  paymentMethod: PaymentMethod;
  payoutCents: Cents;
  windowLabel: string;
  acceptedAt: string;
  pickedUpAt: string | null;
  arrivedAt: string | null;
  directionsUrl: string;
}

/** What the courier still carries (NY manifest), refreshed after every drop. */
export interface Manifest {
  deliveries: CourierDelivery[];
  heldValueCents: Cents;
  carryLimitCents: Cents;
}

export interface EarningLine {
  orderId: string;
  orderNumber: string;
  deliveredAt: string;
  subtotalCents: Cents;
  commissionRate: number;
  commissionCents: Cents;
  tipCents: Cents;
  totalCents: Cents;
}

export interface EarningsView {
  todayCents: Cents;
  weekCents: Cents;
  allTimeCents: Cents;
  deliveries: { today: number; week: number; allTime: number };
  lines: EarningLine[];
}

export interface HistoryItem {
  orderId: string;
  orderNumber: string;
  status: 'delivered' | 'returned';
  at: string;
  borough: string;
  neighborhood: string;
  itemCount: number;
  payoutCents: Cents;
  returnReason: string | null;
}

/** What a customer (or code holder) sees of the courier: only while the order is on its way. */
export interface CourierPosition {
  lat: number;
  lng: number;
  at: string;
  etaMinutes: number;
  vehicleType: VehicleType;
}
