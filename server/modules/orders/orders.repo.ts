import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { CustomerIdentity } from '#domain/identity.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { couponRedemptions, coupons, orderEvents, orderItems, orders } from '#server/db/schema/orders.ts';
import { newOrderNumber } from './order-codes.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** Serialises one person's checkouts (first-order discount, per-customer coupon limits); `names` come sorted. */
export async function lockCustomer(tx: DbOrTx, names: readonly string[]) {
  for (const name of names)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer:${name}`}))`);
}

export async function hasEarlierOrder(tx: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')))
    .limit(1);
  return Boolean(row);
}

/** What an order took off the shelf, one line per variant. */
export async function stockLinesOf(tx: DbOrTx, orderId: string) {
  return tx
    .select({ variantId: orderItems.variantId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.variantId);
}

export async function findCouponByCode(tx: DbOrTx, code: string): Promise<CouponRow | null> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row ?? null;
}

/** Uses of a coupon by anyone sharing the account, a mailbox or the phone line of `who`. */
export async function redemptionsBy(tx: DbOrTx, couponId: string, who: CustomerIdentity) {
  const same = [
    ...(who.userId ? [eq(couponRedemptions.userId, who.userId)] : []),
    ...(who.mailboxes.length ? [inArray(couponRedemptions.mailbox, who.mailboxes)] : []),
    ...(who.phone ? [eq(couponRedemptions.phone, who.phone)] : []),
  ];
  if (same.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), or(...same)));
  return row?.n ?? 0;
}

/** Counts a use only while the total limit allows it; false when the last use was just taken. */
export async function consumeCoupon(tx: DbOrTx, couponId: string): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.usageLimit} is null or ${coupons.timesUsed} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function releaseCoupon(tx: DbOrTx, orderId: string) {
  await tx.execute(sql`
    update ${coupons} c set times_used = greatest(c.times_used - 1, 0), updated_at = now()
      from ${couponRedemptions} r where r.order_id = ${orderId} and r.coupon_id = c.id`);
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}

export async function insertRedemption(tx: DbOrTx, couponId: string, orderId: string, who: CustomerIdentity) {
  await tx.insert(couponRedemptions).values({
    couponId,
    orderId,
    userId: who.userId,
    mailbox: who.mailboxes[0]!,
    phone: who.phone,
  });
}

/**
 * Inserts the order under a new order number, in one statement: a number another order already holds is drawn
 * again (`on conflict` on that index alone; the Idempotency-Key's conflict still raises, for the caller's replay).
 */
export async function insertOrder(
  tx: DbOrTx,
  order: Omit<NewOrderRow, 'orderNumber'>,
  draw: () => string = newOrderNumber,
): Promise<OrderRow> {
  for (;;) {
    const [row] = await tx
      .insert(orders)
      .values({ ...order, orderNumber: draw() })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning();
    if (row) return row;
  }
}

export function insertItems(tx: DbOrTx, items: NewOrderItemRow[]): Promise<OrderItemRow[]> {
  return tx.insert(orderItems).values(items).returning();
}

export async function insertEvent(
  tx: DbOrTx,
  event: {
    orderId: string;
    status: OrderStatus;
    actorRole: OrderEventRow['actorRole'];
    actorUserId?: string | null;
    note?: string | null;
  },
): Promise<OrderEventRow> {
  const [row] = await tx.insert(orderEvents).values(event).returning();
  return row!;
}

export async function findOrderByKey(tx: DbOrTx, scope: string, key: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyScope, scope), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findOrder(tx: DbOrTx, id: string, lock = false): Promise<OrderRow | null> {
  const query = tx.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrderByReference(tx: DbOrTx, reference: string): Promise<OrderRow | null> {
  const column = /^NYM-/i.test(reference) ? orders.orderNumber : orders.trackingCode;
  const value = column === orders.orderNumber ? reference.toUpperCase() : reference;
  const [row] = await tx.select().from(orders).where(eq(column, value)).limit(1);
  return row ?? null;
}

export async function listOrdersOfUser(tx: DbOrTx, userId: string, limit = 50): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

export async function itemsOf(tx: DbOrTx, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName));
}

export async function eventsOf(tx: DbOrTx, orderId: string): Promise<OrderEventRow[]> {
  return tx.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

/** Moves the order only if it is still in `from` (a concurrent change wins, this one is refused). */
export async function setStatus(tx: DbOrTx, id: string, from: OrderStatus, to: OrderStatus) {
  const rows = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(to === 'delivered' ? { deliveredAt: sql`now()`, paymentStatus: 'paid' as const } : {}),
      ...(to === 'cancelled' ? { cancelledAt: sql`now()`, paymentStatus: 'voided' as const } : {}),
      ...(to === 'returned' ? { returnedAt: sql`now()`, paymentStatus: 'voided' as const } : {}),
    })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return rows[0] ?? null;
}

export async function markRestocked(tx: DbOrTx, id: string) {
  await tx
    .update(orders)
    .set({ restockedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

const WAITING_FOR_COURIER = ['preparing', 'ready'] as const;

/** Gives the order to this courier only if nobody has it yet: exactly one concurrent claim wins. */
export async function claimOrder(db: DbOrTx, orderId: string, courierUserId: string, at: Date) {
  const [row] = await db
    .update(orders)
    .set({ courierUserId, acceptedAt: at, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.courierUserId),
        inArray(orders.status, [...WAITING_FOR_COURIER]),
      ),
    )
    .returning();
  return row ?? null;
}

/** Dispatch gives the order to a courier: only while it waits (before pickup) and still held by `fromUserId`. */
export async function assignOrder(
  db: DbOrTx,
  orderId: string,
  { from, to, at }: { from: string | null; to: string; at: Date },
) {
  const [row] = await db
    .update(orders)
    .set({ courierUserId: to, acceptedAt: at, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        from === null ? isNull(orders.courierUserId) : eq(orders.courierUserId, from),
        inArray(orders.status, [...WAITING_FOR_COURIER]),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markOrder(
  db: DbOrTx,
  orderId: string,
  values: Partial<
    Pick<OrderRow, 'pickedUpAt' | 'arrivedAt' | 'idCheckedAt' | 'returnReason' | 'restockedAt'>
  >,
) {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

export async function markArrived(db: DbOrTx, orderId: string, courierUserId: string, at: Date) {
  const [row] = await db
    .update(orders)
    .set({ arrivedAt: at, updatedAt: sql`now()` })
    .where(
      and(eq(orders.id, orderId), eq(orders.courierUserId, courierUserId), eq(orders.status, 'in_transit')),
    )
    .returning();
  return row ?? null;
}

/**
 * Gives the account every order placed without one with its e-mail (any case): runs once the account has proved the
 * address, in the caller's transaction. Returns the joined orders' ids.
 */
export async function joinGuestOrders(tx: DbOrTx, userId: string, email: string): Promise<string[]> {
  const joined = await tx
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(and(isNull(orders.userId), sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`))
    .returning({ id: orders.id });
  return joined.map((r) => r.id);
}
