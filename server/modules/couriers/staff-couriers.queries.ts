import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCourierListQuery } from '#domain/admin/couriers-schemas.ts';
import { SCHEDULE_DAYS } from '#domain/compliance/delivery-windows.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { afterKey, instantKey } from '#server/db/keyset.ts';
import { likePrefix } from '#server/db/like.ts';
import { users } from '#server/db/schema/auth.ts';
import { courierEarnings, courierShifts, couriers } from '#server/db/schema/couriers.ts';
import { orders } from '#server/db/schema/orders.ts';

// Read model of the staff couriers screens: couriers, their shifts, deliveries and earnings. Reads only; explicit
// columns, never a PIN hash. Orders are read through `orders_courier_created_idx` (courier, created, id).

const staffColumns = {
  id: couriers.id,
  userId: couriers.userId,
  fullName: couriers.fullName,
  phone: couriers.phone,
  vehicleType: couriers.vehicleType,
  isOnline: couriers.isOnline,
  currentLat: couriers.currentLat,
  currentLng: couriers.currentLng,
  locationUpdatedAt: couriers.locationUpdatedAt,
  commissionRate: couriers.commissionRate,
  pinSetAt: couriers.pinSetAt,
  deactivatedAt: couriers.deactivatedAt,
  createdAt: couriers.createdAt,
  email: users.email,
};

/** One page of couriers by name, then id; `after` is the last row's (name, id). Reads `limit + 1` rows. */
export async function courierPage(
  db: DbOrTx,
  query: AdminCourierListQuery,
  after: readonly [name: string, id: string] | null,
) {
  const where: (SQL | undefined)[] = [
    query.online ? eq(couriers.isOnline, query.online === '1') : undefined,
    query.vehicle ? eq(couriers.vehicleType, query.vehicle) : undefined,
    query.status === 'active' ? isNull(couriers.deactivatedAt) : undefined,
    query.status === 'deactivated' ? isNotNull(couriers.deactivatedAt) : undefined,
    after ? afterKey([couriers.fullName, couriers.id], after, 'asc') : undefined,
  ];
  if (query.q) {
    const digits = query.q.replace(/\D/g, '');
    const name = sql`lower(${couriers.fullName}) like ${likePrefix(query.q.toLowerCase())}`;
    where.push(digits.length >= 3 ? or(name, sql`${couriers.phone} like ${`%${digits}%`}`) : name);
  }
  return db
    .select(staffColumns)
    .from(couriers)
    .innerJoin(users, eq(users.id, couriers.userId))
    .where(and(...where))
    .orderBy(asc(couriers.fullName), asc(couriers.id))
    .limit(query.limit + 1);
}

export type StaffCourierRow = Awaited<ReturnType<typeof courierPage>>[number];

export async function findStaffCourier(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select(staffColumns)
    .from(couriers)
    .innerJoin(users, eq(users.id, couriers.userId))
    .where(eq(couriers.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: couriers }) : await query;
  return row ?? null;
}

export interface CourierRates {
  delivered: number;
  returned: number;
  onTime: number;
  deliveredToday: number;
}

/**
 * Per courier user id: orders delivered, returned and delivered on time since `since`, and delivered today. One
 * range of `orders_courier_created_idx` per courier (a lateral join), so the cost follows each courier's own orders,
 * never the whole store's month.
 */
export async function ratesOf(db: DbOrTx, userIds: string[], since: Date, today: Date) {
  if (userIds.length === 0) return new Map<string, CourierRates>();
  const result = await db.execute(sql`
    select u.id as "userId", r.delivered, r.returned, r.on_time as "onTime", r.today as "deliveredToday"
    from unnest(array[${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]) as u(id)
    cross join lateral (
      select count(*) filter (where ${orders.status} = 'delivered')::int as delivered,
             count(*) filter (where ${orders.status} = 'returned')::int as returned,
             count(*) filter (where ${orders.status} = 'delivered'
                                and ${orders.deliveredAt} <= ${orders.windowEnd})::int as on_time,
             count(*) filter (where ${orders.status} = 'delivered'
                                and ${orders.deliveredAt} >= ${today.toISOString()}::timestamptz)::int as today
      from ${orders}
      where ${orders.courierUserId} = u.id and ${orders.createdAt} >= ${since.toISOString()}::timestamptz
    ) r`);
  const rows = (result as unknown as { rows: (CourierRates & { userId: string })[] }).rows;
  return new Map(rows.map(({ userId, ...r }) => [userId, r]));
}

/** An order is placed at most this long before its window (scheduled windows run 3 days ahead), with a day to spare. */
const PLACED_BEFORE_WINDOW = `${SCHEDULE_DAYS + 1} days`;

/**
 * The courier's latest shifts, each with the orders delivered while it ran. Those orders were placed between a few days
 * before the shift and its end, so each count reads one range of `orders_courier_created_idx`.
 */
export async function shiftsOf(db: DbOrTx, courierId: string, userId: string, limit = 20) {
  const end = sql`coalesce(${courierShifts.endedAt}, now())`;
  return db
    .select({
      startedAt: courierShifts.startedAt,
      endedAt: courierShifts.endedAt,
      deliveries: sql<number>`(select count(*)::int from ${orders}
        where ${orders.courierUserId} = ${userId}
          and ${orders.createdAt} >= ${courierShifts.startedAt} - ${PLACED_BEFORE_WINDOW}::interval
          and ${orders.createdAt} <= ${end}
          and ${orders.status} = 'delivered'
          and ${orders.deliveredAt} >= ${courierShifts.startedAt} and ${orders.deliveredAt} <= ${end})`,
    })
    .from(courierShifts)
    .where(eq(courierShifts.courierId, courierId))
    .orderBy(desc(courierShifts.startedAt))
    .limit(limit);
}

/** The orders the courier held, newest first; `after` is the last row's (created, id). Reads `limit + 1`. */
export async function deliveriesPage(
  db: DbOrTx,
  userId: string,
  after: readonly [createdKey: string, id: string] | null,
  limit: number,
) {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      borough: orders.borough,
      createdAt: orders.createdAt,
      createdKey: instantKey(orders.createdAt),
      windowEnd: orders.windowEnd,
      deliveredAt: orders.deliveredAt,
      subtotalCents: orders.subtotalCents,
      payoutCents: courierEarnings.totalCents,
    })
    .from(orders)
    .leftJoin(courierEarnings, eq(courierEarnings.orderId, orders.id))
    .where(
      and(
        eq(orders.courierUserId, userId),
        after ? afterKey([orders.createdAt, orders.id], after, 'desc') : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
}

/** Earnings from `from` (inclusive) to `to` (exclusive), oldest first, at most `limit`. */
export async function earningsBetween(db: DbOrTx, courierId: string, from: Date, to: Date, limit = 5000) {
  return db
    .select({
      orderId: courierEarnings.orderId,
      orderNumber: orders.orderNumber,
      earnedAt: courierEarnings.earnedAt,
      subtotalCents: courierEarnings.subtotalCents,
      commissionRate: courierEarnings.commissionRate,
      commissionCents: courierEarnings.commissionCents,
      tipCents: courierEarnings.tipCents,
      totalCents: courierEarnings.totalCents,
    })
    .from(courierEarnings)
    .innerJoin(orders, eq(orders.id, courierEarnings.orderId))
    .where(
      and(
        eq(courierEarnings.courierId, courierId),
        gte(courierEarnings.earnedAt, from),
        lt(courierEarnings.earnedAt, to),
      ),
    )
    .orderBy(asc(courierEarnings.earnedAt), asc(courierEarnings.id))
    .limit(limit);
}
