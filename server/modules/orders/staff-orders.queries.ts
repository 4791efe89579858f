import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderFilters } from '#domain/admin/order-list.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { afterKey, instantKey } from '#server/db/keyset.ts';
import { likePrefix } from '#server/db/like.ts';
import { profiles, users } from '#server/db/schema/auth.ts';
import { merchants } from '#server/db/schema/catalog.ts';
import { couriers } from '#server/db/schema/couriers.ts';
import { orderEvents, orderNotes, orders } from '#server/db/schema/orders.ts';

// Read model of the staff order screens: orders with their shop, courier and people's names. Reads only.

/** Where a keyset page starts: the sort key of the last row seen (a timestamp with microseconds, or cents) and its id. */
export interface PageKey {
  value: string;
  id: string;
}

/** Microsecond-exact created time, so a page boundary never skips or repeats a row (a JS Date keeps milliseconds). */
const createdKey = instantKey(orders.createdAt);

/**
 * One indexed lookup per kind of reference: an e-mail exactly (lower case), a phone by its ten digits, otherwise
 * the order number, the tracking code or the start of the customer's name (orders_name_prefix_idx).
 */
export function searchCondition(q: string): SQL {
  if (q.includes('@')) return sql`lower(${orders.email}) = ${q.toLowerCase()}`;
  const digits = q.replace(/\D/g, '');
  if (/^[\d\s()+.-]+$/.test(q) && digits.length >= 10) return eq(orders.phone, digits.slice(-10));
  return or(
    eq(orders.orderNumber, q.toUpperCase()),
    eq(orders.trackingCode, q.toUpperCase()),
    sql`lower(${orders.customerName}) like ${likePrefix(q.toLowerCase())}`,
  )!;
}

/** Held for risk review: the predicate of the partial index orders_held_created_idx, word for word. */
export const heldCondition = sql`${orders.heldAt} is not null and ${orders.status} = 'pending'`;

function filterConditions(f: AdminOrderFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    f.status?.length ? inArray(orders.status, f.status) : undefined,
    f.shop ? eq(orders.merchantId, f.shop) : undefined,
    f.borough ? eq(orders.borough, f.borough) : undefined,
    f.courier ? eq(orders.courierUserId, f.courier) : undefined,
    f.from ? gte(orders.createdAt, new Date(f.from)) : undefined,
    f.to ? lt(orders.createdAt, new Date(f.to)) : undefined,
    f.payment ? eq(orders.paymentMethod, f.payment) : undefined,
    f.coupon ? eq(orders.couponCode, f.coupon) : undefined,
    f.q ? searchCondition(f.q) : undefined,
    f.held ? heldCondition : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** One keyset page of the filtered orders, `limit` rows after `after` in the chosen order (the query, unsent). */
export function staffOrderPageQuery(db: DbOrTx, f: AdminOrderFilters, after: PageKey | null, limit: number) {
  const byTotal = f.sort.startsWith('total');
  const descending = f.sort.endsWith('desc');
  const key = byTotal ? orders.totalCents : orders.createdAt;
  const conditions = filterConditions(f);
  if (after) {
    const value = byTotal ? Number(after.value) : after.value;
    conditions.push(afterKey([key, orders.id], [value, after.id], descending ? 'desc' : 'asc'));
  }
  const direction = descending ? desc : asc;
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      trackingCode: orders.trackingCode,
      status: orders.status,
      createdAt: orders.createdAt,
      createdKey,
      customerName: orders.customerName,
      email: orders.email,
      phone: orders.phone,
      borough: orders.borough,
      shopName: merchants.name,
      courierName: couriers.fullName,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      subtotalCents: orders.subtotalCents,
      discountKind: orders.discountKind,
      discountCents: orders.discountCents,
      couponCode: orders.couponCode,
      deliveryFeeCents: orders.deliveryFeeCents,
      exciseCents: orders.exciseCents,
      tipCents: orders.tipCents,
      totalCents: orders.totalCents,
      isAsap: orders.isAsap,
      windowStart: orders.windowStart,
      windowEnd: orders.windowEnd,
      deliveredAt: orders.deliveredAt,
      cancelledAt: orders.cancelledAt,
      riskScore: orders.riskScore,
      heldAt: orders.heldAt,
    })
    .from(orders)
    .leftJoin(merchants, eq(merchants.id, orders.merchantId))
    .leftJoin(couriers, eq(couriers.userId, orders.courierUserId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(direction(byTotal ? orders.totalCents : orders.createdAt), direction(orders.id))
    .limit(limit);
}

export async function staffOrderPage(db: DbOrTx, f: AdminOrderFilters, after: PageKey | null, limit: number) {
  return staffOrderPageQuery(db, f, after, limit);
}
export type StaffOrderPageRow = Awaited<ReturnType<typeof staffOrderPage>>[number];

const personName = sql<string | null>`coalesce(${profiles.fullName}, ${users.name})`;

/** The order's shop, account and courier, for the staff detail. */
export async function staffOrderParties(
  db: DbOrTx,
  order: { merchantId: string | null; userId: string | null; courierUserId: string | null },
) {
  const [shop, customer, courier] = await Promise.all([
    order.merchantId
      ? db
          .select({ id: merchants.id, name: merchants.name })
          .from(merchants)
          .where(eq(merchants.id, order.merchantId))
      : [],
    order.userId
      ? db
          .select({ id: users.id, name: personName, email: users.email, phone: profiles.phone })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.id, order.userId))
      : [],
    order.courierUserId
      ? db
          .select({
            id: couriers.userId,
            name: couriers.fullName,
            phone: couriers.phone,
            vehicleType: couriers.vehicleType,
          })
          .from(couriers)
          .where(eq(couriers.userId, order.courierUserId))
      : [],
  ]);
  return { shop: shop[0] ?? null, customer: customer[0] ?? null, courier: courier[0] ?? null };
}

/** Every event of the order, oldest first, with the name of whoever acted. */
export function staffOrderTimeline(db: DbOrTx, orderId: string) {
  return db
    .select({
      status: orderEvents.status,
      actorRole: orderEvents.actorRole,
      actorUserId: orderEvents.actorUserId,
      actorName: personName,
      note: orderEvents.note,
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .leftJoin(profiles, eq(profiles.userId, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

/** Staff notes on the order, oldest first, with their authors' names. */
export function staffOrderNotes(db: DbOrTx, orderId: string) {
  return db
    .select({
      id: orderNotes.id,
      text: orderNotes.text,
      authorUserId: orderNotes.authorUserId,
      authorName: personName,
      at: orderNotes.createdAt,
    })
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorUserId))
    .leftJoin(profiles, eq(profiles.userId, orderNotes.authorUserId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}

/** A staff member's name as the order screens show it (the author of the note to the courier). */
export async function staffPersonName(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: personName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name ?? null;
}
