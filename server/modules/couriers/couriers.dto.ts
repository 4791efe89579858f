import { placeOfZip } from '#domain/compliance/zip-places.ts';
import {
  carryLimitFor,
  earningCents,
  pinIsCurrent,
  type CarryLimits,
  type VehicleType,
} from '#domain/couriers/rules.ts';
import { tripEstimate } from '#domain/couriers/trip.ts';
import type { AvailableOrder, CourierDelivery, CourierView, HistoryItem } from '#domain/couriers/views.ts';
import { RETURN_REASONS, type ReturnReason } from '#domain/couriers/schemas.ts';
import type { CourierWithEmail } from './couriers.queries.ts';
import type { DeliveryOrderRow, MerchantPlace, PoolOrderRow } from './deliveries.queries.ts';

export function toCourierView(
  courier: CourierWithEmail,
  unlocked: boolean,
  now: Date,
  limits: CarryLimits,
): CourierView {
  const isSet = pinIsCurrent(courier.pinSetAt, now);
  return {
    id: courier.id,
    fullName: courier.fullName,
    phone: courier.phone,
    email: courier.email,
    vehicleType: courier.vehicleType,
    isOnline: courier.isOnline,
    commissionRate: courier.commissionRate,
    pin: {
      isSet,
      setAt: isSet ? (courier.pinSetAt?.toISOString() ?? null) : null,
      unlocked: isSet && unlocked,
      lockedUntil:
        courier.pinLockedUntil && courier.pinLockedUntil > now ? courier.pinLockedUntil.toISOString() : null,
    },
    location:
      courier.currentLat !== null && courier.currentLng !== null && courier.locationUpdatedAt
        ? {
            lat: courier.currentLat,
            lng: courier.currentLng,
            at: courier.locationUpdatedAt.toISOString(),
          }
        : null,
    carryLimitCents: carryLimitFor(courier.vehicleType, limits),
    deactivated: courier.deactivatedAt !== null,
  };
}

const FALLBACK_PLACE = { lat: 40.7128, lng: -74.006 };

export function dropoffPoint(order: Pick<DeliveryOrderRow, 'dropoffLat' | 'dropoffLng' | 'zip'>) {
  if (order.dropoffLat !== null && order.dropoffLng !== null) {
    return { lat: order.dropoffLat, lng: order.dropoffLng };
  }
  return placeOfZip(order.zip) ?? FALLBACK_PLACE;
}

const neighborhoodOf = (order: Pick<DeliveryOrderRow, 'zip' | 'borough'>) =>
  placeOfZip(order.zip)?.neighborhood ?? order.borough;

function pickupOf(place: MerchantPlace | undefined) {
  return {
    name: place?.name ?? 'Partner shop',
    street: place?.street ?? '',
    borough: place?.borough ?? '',
    neighborhood: place?.neighborhood ?? '',
    lat: place?.lat ?? FALLBACK_PLACE.lat,
    lng: place?.lng ?? FALLBACK_PLACE.lng,
    phone: place?.phone ?? '',
  };
}

export function toAvailableOrder(
  order: PoolOrderRow,
  place: MerchantPlace | undefined,
  itemCount: number,
  commissionRate: number,
  distanceKm: number | null,
  windowLabel: string,
  vehicle: VehicleType,
): AvailableOrder {
  const { phone: _phone, ...pickup } = pickupOf(place);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    pickup,
    dropoff: { borough: order.borough, neighborhood: neighborhoodOf(order) },
    itemCount,
    retailValueCents: order.subtotalCents,
    payoutCents: earningCents(order.subtotalCents, commissionRate, order.tipCents),
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    trip: place ? tripEstimate(place, dropoffPoint(order), vehicle) : null,
    windowLabel,
  };
}

export function toCourierDelivery(
  order: DeliveryOrderRow,
  place: MerchantPlace | undefined,
  lines: CourierDelivery['items'],
  commissionRate: number,
  windowLabel: string,
  idCheck: CourierDelivery['idCheck'] = null,
): CourierDelivery {
  const point = dropoffPoint(order);
  const address = [order.street, order.apartment, `${order.borough}, NY ${order.zip}`]
    .filter(Boolean)
    .join(', ');
  // Before pickup, and with a returned order, the way leads to the shop; otherwise to the customer.
  const destination = ['preparing', 'ready', 'returned'].includes(order.status) ? pickupOf(place) : null;
  const target = destination ? `${destination.street}, ${destination.borough}, NY` : address;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    pickup: pickupOf(place),
    dropoff: {
      recipient: order.customerName,
      phone: order.phone,
      street: order.street,
      apartment: order.apartment,
      zip: order.zip,
      borough: order.borough,
      neighborhood: neighborhoodOf(order),
      note: order.deliveryNote,
      lat: point.lat,
      lng: point.lng,
    },
    items: lines,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    retailValueCents: order.subtotalCents,
    totalDueCents: order.totalCents,
    paymentMethod: order.paymentMethod,
    payoutCents: earningCents(order.subtotalCents, commissionRate, order.tipCents),
    windowLabel,
    acceptedAt: (order.acceptedAt ?? order.updatedAt).toISOString(),
    pickedUpAt: order.pickedUpAt?.toISOString() ?? null,
    arrivedAt: order.arrivedAt?.toISOString() ?? null,
    idCheck,
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(target)}`,
    staffNote:
      order.courierNote && order.courierNoteAt
        ? { text: order.courierNote, at: order.courierNoteAt.toISOString() }
        : null,
  };
}

export function toHistoryItem(
  order: DeliveryOrderRow,
  itemCount: number,
  payoutCents: number | null,
): HistoryItem {
  const reason = order.returnReason as ReturnReason | null;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status === 'returned' ? 'returned' : 'delivered',
    at: (order.deliveredAt ?? order.updatedAt).toISOString(),
    borough: order.borough,
    neighborhood: neighborhoodOf(order),
    itemCount,
    payoutCents: payoutCents ?? 0,
    returnReason: reason ? (RETURN_REASONS[reason] ?? reason) : null,
  };
}
