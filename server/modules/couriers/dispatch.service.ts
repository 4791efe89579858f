import { DISPATCH_MESSAGES, assignProblem } from '#domain/admin/dispatch-schemas.ts';
import type { AssignResponse, DispatchCourier, DispatchMap } from '#domain/admin/dispatch-views.ts';
import { carryLimitFor } from '#domain/couriers/rules.ts';
import { COURIERS_TOPIC, courierTopic, merchantTopic, orderTopic } from '#domain/realtime.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { Published } from '#server/realtime/bus.ts';
import type { CouriersDeps } from './couriers.deps.ts';
import { findDeliveryOrder, heldValueCents } from './deliveries.queries.ts';
import {
  activeOrders,
  activeShops,
  courierIdOfUser,
  fleetCouriers,
  findFleetCourier,
  loadsOf,
  type FleetCourierRow,
  type FleetLoad,
} from './fleet.queries.ts';

/** The map shows at most this many active orders, the soonest windows first. */
export const MAP_ORDER_LIMIT = 500;
const NO_LOAD: FleetLoad = { orders: 0, heldCents: 0, inTransitOrderIds: [] };

/** Dispatch for staff: who is on shift and what they carry, giving orders to couriers, and the live map. */
export function createDispatch(deps: CouriersDeps) {
  const { db, bus, now, orders } = deps;

  function positionOf(c: FleetCourierRow, at: Date) {
    if (c.currentLat === null || c.currentLng === null || !c.locationUpdatedAt) return null;
    const ageSeconds = Math.max(0, Math.floor((at.getTime() - c.locationUpdatedAt.getTime()) / 1000));
    return { lat: c.currentLat, lng: c.currentLng, at: c.locationUpdatedAt.toISOString(), ageSeconds };
  }

  async function withLoads(onlineOnly: boolean) {
    const rows = await fleetCouriers(db, { onlineOnly });
    const [loads, limits] = await Promise.all([
      loadsOf(
        db,
        rows.map((r) => r.userId),
      ),
      deps.carryLimits(),
    ]);
    const at = now();
    return rows.map((c) => {
      const load = loads.get(c.userId) ?? NO_LOAD;
      return {
        row: c,
        inTransitOrderIds: load.inTransitOrderIds,
        view: {
          id: c.id,
          name: c.fullName,
          vehicle: c.vehicleType,
          online: c.isOnline,
          load: {
            orders: load.orders,
            heldCents: load.heldCents,
            limitCents: carryLimitFor(c.vehicleType, limits),
          },
          position: positionOf(c, at),
          canTakeMore: c.isOnline && load.heldCents < carryLimitFor(c.vehicleType, limits),
        } satisfies DispatchCourier,
      };
    });
  }

  async function couriers(all: boolean): Promise<DispatchCourier[]> {
    return (await withLoads(!all)).map((c) => c.view);
  }

  async function map(): Promise<Omit<DispatchMap, 'mapTileUrl'>> {
    const [shops, fleet, active] = await Promise.all([
      activeShops(db),
      withLoads(true),
      activeOrders(db, MAP_ORDER_LIMIT),
    ]);
    return {
      shops,
      couriers: fleet.map(({ view, inTransitOrderIds }) => ({
        id: view.id,
        name: view.name,
        vehicle: view.vehicle,
        load: view.load,
        position: view.position,
        inTransitOrderIds,
      })),
      orders: active.slice(0, MAP_ORDER_LIMIT).map((o) => ({
        id: o.id,
        number: o.orderNumber,
        status: o.status,
        dropoff:
          o.dropoffLat !== null && o.dropoffLng !== null ? { lat: o.dropoffLat, lng: o.dropoffLng } : null,
        windowEnd: o.windowEnd.toISOString(),
        courierId: o.courierId,
      })),
      ordersTruncated: active.length > MAP_ORDER_LIMIT,
    };
  }

  /** Gives the order to an online courier within their carry limit, or moves it to them from another courier. */
  async function assign(orderId: string, courierId: string, actor: Actor): Promise<AssignResponse> {
    const at = now();
    // Read before the transaction: PGlite has one connection, and the settings read does not take the caller's tx.
    const limits = await deps.carryLimits();
    const result = await db.transaction(async (tx) => {
      const courier = await findFleetCourier(tx, courierId, true);
      if (!courier) throw notFound(DISPATCH_MESSAGES.courierNotFound);
      const order = await findDeliveryOrder(tx, orderId);
      if (!order) throw notFound(DISPATCH_MESSAGES.orderNotFound);
      const problem = assignProblem(order.status);
      if (problem) throw conflict('order_not_assignable', problem);
      if (order.courierUserId === courier.userId)
        throw conflict('already_assigned', DISPATCH_MESSAGES.alreadyTheirs);
      if (courier.blockedAt) throw conflict('courier_blocked', DISPATCH_MESSAGES.blocked);
      if (!courier.isOnline) throw conflict('courier_offline', DISPATCH_MESSAGES.offline);
      const held = await heldValueCents(tx, courier.userId);
      if (held + order.subtotalCents > carryLimitFor(courier.vehicleType, limits)) {
        throw conflict('carry_limit', DISPATCH_MESSAGES.atCarryLimit);
      }
      const from = order.courierUserId;
      const previousCourierId = from === null ? null : await courierIdOfUser(tx, from);
      const staff = {
        role: actor.role === 'admin' ? ('admin' as const) : ('support' as const),
        userId: actor.userId,
      };
      const assigned = await orders.delivery.assign(tx, orderId, { from, to: courier.userId, at }, staff);
      if (!assigned) throw conflict('order_changed', DISPATCH_MESSAGES.changed);
      if (from === null) await deps.notify(tx, assigned, 'driver_assigned');
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: from === null ? 'order.courier_assigned' : 'order.courier_reassigned',
        targetType: 'order',
        targetId: orderId,
        before: { courierId: previousCourierId },
        after: { courierId: courier.id },
        details: { orderNumber: assigned.orderNumber, courierName: courier.fullName },
      });
      return { order: assigned, previousCourierId };
    });
    const { order, previousCourierId } = result;
    const stamp = at.toISOString();
    const events: Published[] = [
      { topic: courierTopic(courierId), event: { kind: 'delivery.assigned', orderId, at: stamp } },
      { topic: orderTopic(orderId), event: { kind: 'order.progress', orderId, step: 'assigned', at: stamp } },
      // The order leaves the pool couriers choose from (or was never in it again after a reassignment).
      { topic: COURIERS_TOPIC, event: { kind: 'orders.available', at: stamp } },
    ];
    if (order.merchantId) {
      events.push({
        topic: merchantTopic(order.merchantId),
        event: { kind: 'order.courier', orderId, at: stamp },
      });
    }
    if (previousCourierId) {
      events.push({
        topic: courierTopic(previousCourierId),
        event: { kind: 'delivery.unassigned', orderId, at: stamp },
      });
    }
    await bus.publishAll(events);
    void deps.notifier.flush();
    return {
      orderId,
      orderNumber: order.orderNumber,
      status: order.status,
      courierId,
      previousCourierId,
    };
  }

  return { couriers, map, assign };
}
export type Dispatch = ReturnType<typeof createDispatch>;
