import { and, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CouponInput, CouponListQuery } from '#domain/admin/coupons.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { likeContains, likePrefix } from '#server/db/like.ts';
import { couponRedemptions, coupons, orders } from '#server/db/schema/orders.ts';

// The admin's coupon rows: the orders module owns coupons, its redemptions and the orders placed with them.

const COLUMNS = {
  id: coupons.id,
  code: coupons.code,
  description: coupons.description,
  kind: coupons.kind,
  value: coupons.value,
  maxDiscountCents: coupons.maxDiscountCents,
  minSubtotalCents: coupons.minSubtotalCents,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  usageLimit: coupons.usageLimit,
  perCustomerLimit: coupons.perCustomerLimit,
  timesUsed: coupons.timesUsed,
  isActive: coupons.isActive,
  firstOrderOnly: coupons.firstOrderOnly,
  shopIds: coupons.shopIds,
  categories: coupons.categories,
  archivedAt: coupons.archivedAt,
  createdAt: coupons.createdAt,
  updatedAt: coupons.updatedAt,
};
export type AdminCouponRow = NonNullable<Awaited<ReturnType<typeof couponRow>>>;

/** The status filter as SQL, the same order of tests as `couponStatus`. */
function statusWhere(status: CouponListQuery['status'], now: Date): SQL | undefined {
  const live = and(isNull(coupons.archivedAt), eq(coupons.isActive, true));
  const notExpired = sql`(${coupons.endsAt} is null or ${coupons.endsAt} >= ${now})`;
  const started = sql`(${coupons.startsAt} is null or ${coupons.startsAt} <= ${now})`;
  const usedUp = sql`(${coupons.usageLimit} is not null and ${coupons.timesUsed} >= ${coupons.usageLimit})`;
  switch (status) {
    case 'archived':
      return isNotNull(coupons.archivedAt);
    case 'inactive':
      return and(isNull(coupons.archivedAt), eq(coupons.isActive, false));
    case 'expired':
      return and(live, sql`${coupons.endsAt} < ${now}`);
    case 'scheduled':
      return and(live, notExpired, sql`${coupons.startsAt} > ${now}`);
    case 'used_up':
      return and(live, notExpired, started, usedUp);
    case 'active':
      return and(live, notExpired, started, sql`not ${usedUp}`);
    default:
      // Archived coupons leave the list unless asked for.
      return isNull(coupons.archivedAt);
  }
}

export function couponRows(db: DbOrTx, query: CouponListQuery, now: Date) {
  const { q } = query;
  return db
    .select(COLUMNS)
    .from(coupons)
    .where(
      and(
        statusWhere(query.status, now),
        q ? or(ilike(coupons.code, likePrefix(q)), ilike(coupons.description, likeContains(q))) : undefined,
      ),
    )
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(500);
}

export async function couponRow(db: DbOrTx, id: string, lock = false) {
  const query = db.select(COLUMNS).from(coupons).where(eq(coupons.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Per code: the totals of the orders placed with it that were not cancelled, and how many orders name it at all
 * (cancelled ones too: they keep the code), on orders_coupon_created_idx.
 */
export async function revenueByCode(
  db: DbOrTx,
  codes: string[],
): Promise<Map<string, { cents: number; orders: number }>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      code: orders.couponCode,
      cents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${ne(orders.status, 'cancelled')}), 0)`,
      orders: sql<string>`count(*)`,
    })
    .from(orders)
    .where(inArray(orders.couponCode, codes))
    .groupBy(orders.couponCode);
  return new Map(rows.map((r) => [r.code ?? '', { cents: Number(r.cents), orders: Number(r.orders) }]));
}

/** Whether any order or redemption names the coupon (then its code is fixed and deleting archives it). */
export async function couponUsed(db: DbOrTx, id: string, code: string): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(or(eq(orders.couponCode, code), eq(orders.couponId, id)))
    .limit(1);
  if (order) return true;
  const [redemption] = await db
    .select({ id: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, id))
    .limit(1);
  return Boolean(redemption);
}

const values = (input: CouponInput) => ({
  ...input,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
});

export async function insertCoupon(tx: DbOrTx, input: CouponInput) {
  const [row] = await tx.insert(coupons).values(values(input)).returning({ id: coupons.id });
  return row!.id;
}

export async function updateCoupon(tx: DbOrTx, id: string, input: CouponInput) {
  await tx
    .update(coupons)
    .set({ ...values(input), updatedAt: sql`now()` })
    .where(eq(coupons.id, id));
}

export async function setCouponActive(tx: DbOrTx, id: string, active: boolean) {
  await tx
    .update(coupons)
    .set({ isActive: active, updatedAt: sql`now()` })
    .where(eq(coupons.id, id));
}

export async function archiveCoupon(tx: DbOrTx, id: string) {
  await tx
    .update(coupons)
    .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(coupons.id, id));
}

export async function deleteCoupon(tx: DbOrTx, id: string) {
  await tx.delete(coupons).where(eq(coupons.id, id));
}
