import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '#domain/orders/order.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { userRoles, users } from '#server/db/schema/auth.ts';
import { merchants } from '#server/db/schema/catalog.ts';
import { couriers } from '#server/db/schema/couriers.ts';
import { orders } from '#server/db/schema/orders.ts';
import { heldBy } from './deliveries.queries.ts';

// Read model of dispatch: couriers, what they carry, shops and active orders as staff see them. Reads only;
// explicit columns (never a PIN hash or a customer's details).

const fleetColumns = {
  id: couriers.id,
  userId: couriers.userId,
  fullName: couriers.fullName,
  vehicleType: couriers.vehicleType,
  isOnline: couriers.isOnline,
  currentLat: couriers.currentLat,
  currentLng: couriers.currentLng,
  locationUpdatedAt: couriers.locationUpdatedAt,
};

/** Couriers holding the courier role on an account that is not blocked: on shift only, or all of them; by name. */
export async function fleetCouriers(db: DbOrTx, { onlineOnly }: { onlineOnly: boolean }, limit = 500) {
  return db
    .select(fleetColumns)
    .from(couriers)
    .innerJoin(userRoles, and(eq(userRoles.userId, couriers.userId), eq(userRoles.role, 'courier')))
    .innerJoin(users, eq(users.id, couriers.userId))
    .where(and(isNull(users.blockedAt), onlineOnly ? eq(couriers.isOnline, true) : undefined))
    .orderBy(asc(couriers.fullName), asc(couriers.id))
    .limit(limit);
}
export type FleetCourierRow = Awaited<ReturnType<typeof fleetCouriers>>[number];

/** One courier by couriers.id; with `lock`, their row is locked as a courier's own accept locks it. */
export async function findFleetCourier(db: DbOrTx, courierId: string, lock = false) {
  const query = db
    .select({ ...fleetColumns, blockedAt: users.blockedAt })
    .from(couriers)
    .innerJoin(users, eq(users.id, couriers.userId))
    .where(eq(couriers.id, courierId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: couriers }) : await query;
  return row ?? null;
}

/** The couriers.id of a courier account, for an order's courier user. */
export async function courierIdOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: couriers.id })
    .from(couriers)
    .where(eq(couriers.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

export interface FleetLoad {
  orders: number;
  heldCents: number;
  inTransitOrderIds: string[];
}

/** What each courier (by user id) holds: one grouped query over the orders' courier index. */
export async function loadsOf(db: DbOrTx, courierUserIds: string[]): Promise<Map<string, FleetLoad>> {
  if (courierUserIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: orders.courierUserId,
      orders: sql<number>`count(*)::int`,
      heldCents: sql<number>`coalesce(sum(${orders.subtotalCents}), 0)::int`,
      inTransit: sql<
        string[] | null
      >`array_agg(${orders.id}::text order by ${orders.id}) filter (where ${orders.status} = 'in_transit')`,
    })
    .from(orders)
    .where(heldBy(courierUserIds))
    .groupBy(orders.courierUserId);
  return new Map(
    rows.map((r) => [
      r.userId!,
      { orders: r.orders, heldCents: r.heldCents, inTransitOrderIds: r.inTransit ?? [] },
    ]),
  );
}

export async function activeShops(db: DbOrTx) {
  return db
    .select({ id: merchants.id, name: merchants.name, lat: merchants.lat, lng: merchants.lng })
    .from(merchants)
    .where(eq(merchants.isActive, true))
    .orderBy(asc(merchants.name));
}

/** Active orders, soonest window first; `limit + 1` rows are read so the caller knows if more exist. */
export async function activeOrders(db: DbOrTx, limit: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      dropoffLat: orders.dropoffLat,
      dropoffLng: orders.dropoffLng,
      windowEnd: orders.windowEnd,
      courierId: couriers.id,
    })
    .from(orders)
    .leftJoin(couriers, eq(couriers.userId, orders.courierUserId))
    .where(inArray(orders.status, [...ACTIVE_STATUSES]))
    .orderBy(asc(orders.windowEnd), asc(orders.id))
    .limit(limit + 1);
}
