import { carryLimitFor, carryProblem, distanceKm, earningCents } from '#domain/couriers/rules.ts';
import { COURIER_MESSAGES, RETURN_REASONS, type ReturnInput } from '#domain/couriers/schemas.ts';
import { ID_CHECK_MESSAGES, ID_CHECK_METHODS } from '#domain/id-check/messages.ts';
import type { Handover } from '#domain/id-check/schemas.ts';
import type { AvailableOrder, CourierDelivery, Manifest } from '#domain/couriers/views.ts';
import { COURIERS_TOPIC, merchantTopic, orderTopic } from '#domain/realtime.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { deliveryLabel } from '#domain/orders/delivery-label.ts';
import type { CouriersDeps } from './couriers.deps.ts';
import { toAvailableOrder, toCourierDelivery } from './couriers.dto.ts';
import { findCourierByUser, type CourierWithEmail } from './couriers.queries.ts';
import {
  findDeliveryOrder,
  heldOrders,
  heldValueCents,
  linesOf,
  ordersWaitingForCourier,
  placesOf,
  type DeliveryOrderRow,
} from './deliveries.queries.ts';
import { insertEarning } from './deliveries.repo.ts';
import { insertProof, latestDoorChecks } from './door-checks.repo.ts';
import { toDoorCheckView } from './door-checks.service.ts';
import type { CourierTracking } from './tracking.service.ts';

const countBy = (lines: { orderId: string; quantity: number }[]) => {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l.orderId, (counts.get(l.orderId) ?? 0) + l.quantity);
  return counts;
};

/** The delivery itself: taking an order, collecting it, arriving, and the ID-checked hand-over or return. */
export function createDeliveries(deps: CouriersDeps, tracking: CourierTracking) {
  const { db, now, bus, orders } = deps;
  const actor = (courier: CourierWithEmail) => ({ role: 'courier' as const, userId: courier.userId });
  const mine = (courier: CourierWithEmail) => (order: { courierUserId: string | null }) => {
    if (order.courierUserId !== courier.userId) throw notFound('Order not found');
  };

  /** The shops' places, the order lines and the latest door checks of `rows`, read together. */
  const placesAndLines = (rows: { id: string; merchantId: string | null }[]) =>
    Promise.all([
      placesOf(
        db,
        rows.flatMap((o) => (o.merchantId ? [o.merchantId] : [])),
      ),
      linesOf(
        db,
        rows.map((o) => o.id),
      ),
    ]);

  async function deliveries(courier: CourierWithEmail, rows: DeliveryOrderRow[]): Promise<CourierDelivery[]> {
    const [[places, lines], checks] = await Promise.all([
      placesAndLines(rows),
      latestDoorChecks(
        db,
        rows.filter((o) => o.status === 'in_transit').map((o) => o.id),
      ),
    ]);
    return rows.map((o) => {
      const check = checks.get(o.id);
      return toCourierDelivery(
        o,
        o.merchantId ? places.get(o.merchantId) : undefined,
        lines.filter((l) => l.orderId === o.id),
        courier.commissionRate,
        deliveryLabel(o, now()),
        check ? toDoorCheckView(check) : null,
      );
    });
  }

  async function one(courier: CourierWithEmail, orderId: string) {
    const order = await findDeliveryOrder(db, orderId);
    if (!order || order.courierUserId !== courier.userId) throw notFound('Order not found');
    return { delivery: (await deliveries(courier, [order]))[0]! };
  }

  /** Orders waiting for a courier, nearest shop first when the courier's position is known. */
  async function available(courier: CourierWithEmail): Promise<AvailableOrder[]> {
    const rows = await ordersWaitingForCourier(db);
    const [places, lines] = await placesAndLines(rows);
    const counts = countBy(lines);
    const here =
      courier.currentLat !== null && courier.currentLng !== null
        ? { lat: courier.currentLat, lng: courier.currentLng }
        : null;
    const list = rows.map((o) => {
      const place = o.merchantId ? places.get(o.merchantId) : undefined;
      const km = here && place ? distanceKm(here, place) : null;
      return toAvailableOrder(
        o,
        place,
        counts.get(o.id) ?? 0,
        courier.commissionRate,
        km,
        deliveryLabel(o, now()),
        courier.vehicleType,
      );
    });
    return list.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
  }

  /** Exactly one courier wins an order; the NY carry limit is checked against what they already hold. */
  async function accept(courier: CourierWithEmail, orderId: string) {
    // Read before the transaction: PGlite has one connection, and the settings read does not take the caller's tx.
    const limits = await deps.carryLimits();
    const order = await db.transaction(async (tx) => {
      const me = await findCourierByUser(tx, courier.userId, true);
      if (!me?.isOnline) throw conflict('offline', 'Go online to take orders');
      const target = await findDeliveryOrder(tx, orderId);
      if (!target) throw notFound('Order not found');
      if (target.courierUserId !== null || !['preparing', 'ready'].includes(target.status)) {
        throw conflict('order_taken', COURIER_MESSAGES.orderTaken);
      }
      const problem = carryProblem(
        me.vehicleType,
        await heldValueCents(tx, me.userId),
        target.subtotalCents,
        limits,
      );
      if (problem) throw new AppError(422, 'carry_limit', problem);
      const claimed = await orders.delivery.claim(tx, orderId, me.userId, now());
      if (!claimed) throw conflict('order_taken', COURIER_MESSAGES.orderTaken);
      await deps.notify(tx, claimed, 'driver_assigned');
      return claimed;
    });
    const at = now().toISOString();
    await bus.publish(orderTopic(order.id), {
      kind: 'order.progress',
      orderId: order.id,
      step: 'assigned',
      at,
    });
    if (order.merchantId) {
      await bus.publish(merchantTopic(order.merchantId), { kind: 'order.courier', orderId: order.id, at });
    }
    await bus.publish(COURIERS_TOPIC, { kind: 'orders.available', at });
    void deps.notifier.flush();
    return one(courier, order.id);
  }

  async function pickup(courier: CourierWithEmail, orderId: string) {
    const eta = await tracking.etaFor(courier, orderId);
    await orders.transition(orderId, 'in_transit', actor(courier), undefined, {
      check: mine(courier),
      within: (tx, order) => orders.delivery.mark(tx, order.id, { pickedUpAt: now() }),
    });
    const picked = await findDeliveryOrder(db, orderId);
    if (eta !== null && picked) {
      await deps.notify(db, picked, 'eta', { etaMinutes: eta });
      void deps.notifier.flush();
    }
    await tracking.announce(courier);
    return one(courier, orderId);
  }

  async function arrived(courier: CourierWithEmail, orderId: string) {
    const order = await db.transaction(async (tx) => {
      const marked = await orders.delivery.arrive(tx, orderId, courier.userId, now());
      if (!marked) {
        const existing = await findDeliveryOrder(tx, orderId);
        if (!existing || existing.courierUserId !== courier.userId) throw notFound('Order not found');
        throw conflict('not_in_transit', 'Only an order out for delivery can be marked arrived');
      }
      await deps.notify(tx, marked, 'arrived');
      return marked;
    });
    await bus.publish(orderTopic(order.id), {
      kind: 'order.progress',
      orderId: order.id,
      step: 'arrived',
      at: now().toISOString(),
    });
    void deps.notifier.flush();
    return one(courier, orderId);
  }

  /**
   * Hand-over only once the latest ID check at the door passed (door-checks.service.ts), with the recipient's
   * signature, the time and where the courier stood; one earnings row per delivered order.
   */
  async function handover(courier: CourierWithEmail, orderId: string, input: Handover) {
    const current = await findDeliveryOrder(db, orderId);
    if (!current || current.courierUserId !== courier.userId) throw notFound('Order not found');
    if (current.status === 'delivered') return { orderId, status: 'delivered' as const };
    const idCheck = (await latestDoorChecks(db, [orderId])).get(orderId);
    if (!idCheck?.passed) throw conflict('id_not_checked', ID_CHECK_MESSAGES.notChecked);
    const note = `Paid by ${input.paymentMethod} · ${ID_CHECK_METHODS[idCheck.method]}`;
    await orders.transition(orderId, 'delivered', actor(courier), note, {
      check: mine(courier),
      within: async (tx, order) => {
        const at = now();
        const marked = await orders.delivery.mark(tx, order.id, { idCheckedAt: idCheck.checkedAt });
        await insertProof(tx, {
          orderId: order.id,
          courierUserId: courier.userId,
          handedOverAt: at,
          lat: input.position?.lat ?? null,
          lng: input.position?.lng ?? null,
          accuracyM: input.position?.accuracy ?? null,
          signaturePath: input.signature.path,
          signatureWidth: input.signature.width,
          signatureHeight: input.signature.height,
        });
        const commission = earningCents(order.subtotalCents, courier.commissionRate, 0);
        await insertEarning(tx, {
          courierId: courier.id,
          orderId: order.id,
          subtotalCents: order.subtotalCents,
          commissionRate: courier.commissionRate,
          commissionCents: commission,
          tipCents: order.tipCents,
          totalCents: commission + order.tipCents,
          earnedAt: at,
        });
        return marked;
      },
    });
    return { orderId, status: 'delivered' as const };
  }

  /** A failed hand-over: the order goes back with the courier; stock returns once it is on the shelf. */
  async function returnOrder(courier: CourierWithEmail, orderId: string, input: ReturnInput) {
    const label = RETURN_REASONS[input.reason];
    const note = input.note ? `${label}: ${input.note}` : label;
    await orders.transition(orderId, 'returned', actor(courier), note, {
      check: mine(courier),
      restock: false,
      within: (tx, order) => orders.delivery.mark(tx, order.id, { returnReason: input.reason }),
    });
    return { orderId, status: 'returned' as const };
  }

  async function restock(courier: CourierWithEmail, orderId: string) {
    const order = await findDeliveryOrder(db, orderId);
    if (!order || order.courierUserId !== courier.userId) throw notFound('Order not found');
    await orders.restockReturned(orderId, actor(courier));
    return { orderId };
  }

  async function manifest(courier: CourierWithEmail): Promise<Manifest> {
    const [rows, held, limits] = await Promise.all([
      heldOrders(db, courier.userId),
      heldValueCents(db, courier.userId),
      deps.carryLimits(),
    ]);
    return {
      deliveries: await deliveries(courier, rows),
      heldValueCents: held,
      carryLimitCents: carryLimitFor(courier.vehicleType, limits),
    };
  }

  return { available, accept, pickup, arrived, handover, returnOrder, restock, manifest, one };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
