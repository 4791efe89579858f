import { and, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { doorChecks } from '#server/db/schema/door-checks.ts';
import { orders } from '#server/db/schema/orders.ts';

// The risk signals read at checkout, in the order's transaction, before the new order is written. Reads only.

/** Return reasons that mean the ID check at the door failed (not "no one home" or "refused"). */
export const FAILED_ID_CHECK_REASONS = ['under_21', 'no_valid_id', 'not_recipient'] as const;

const DAY_MS = 86_400_000;

/** The account's creation time (users' primary key), null for a guest or an unknown id. */
export async function accountCreatedAt(db: DbOrTx, userId: string | null) {
  if (!userId) return null;
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.createdAt ?? null;
}

export interface HistoryOf {
  userId: string | null;
  email: string;
  phone: string;
}

/** Orders to this street and ZIP returned after a failed ID check since `since` (orders_returned_address_idx). */
const failedDoorChecksWhere = (address: { street: string; zip: string }, since: Date) =>
  and(
    eq(orders.status, 'returned'),
    eq(orders.zip, address.zip),
    sql`lower(${orders.street}) = ${address.street.trim().toLowerCase()}`,
    gte(orders.createdAt, since),
    inArray(orders.returnReason, [...FAILED_ID_CHECK_REASONS]),
  );

/**
 * The most customers (an account, or a guest's e-mail) whose orders showed, at the door since `since`, one of the ID
 * cards shown for the orders of `whose` (door_checks_order_idx, then door_checks_holder_idx per card).
 */
const customersOnSameId = (whose: SQL, since: Date) => sql`(
  select coalesce(max(customers), 0)::int from (
    select (
      select count(distinct coalesce(other.user_id, lower(other.email)))
      from ${doorChecks} same join ${orders} other on other.id = same.order_id
      where same.holder_key = mine.holder_key and same.checked_at >= ${since}
    ) as customers
    from ${doorChecks} mine
    where mine.holder_key is not null and mine.checked_at >= ${since}
      and mine.order_id in (select ${orders.id} from ${orders} where ${whose})
  ) cards)`;

/**
 * The customer's earlier orders in one pass: an account's by orders_user_idx, a guest's by e-mail
 * (orders_email_idx) or phone (orders_phone_idx). Median of the delivered totals, cancelled ones since `since`; and,
 * in the same statement, the failed door checks at the order's address since `door.since`, and the most customers one of
 * their door-checked ID cards was shown for since `door.sameIdSince`.
 */
export async function customerHistory(
  db: DbOrTx,
  who: HistoryOf,
  cancelledSince: Date,
  door: { address: { street: string; zip: string }; since: Date; sameIdSince: Date },
) {
  const whose = who.userId
    ? eq(orders.userId, who.userId)
    : or(sql`lower(${orders.email}) = ${who.email.toLowerCase()}`, eq(orders.phone, who.phone));
  const [row] = await db
    .select({
      earlier: sql<number>`(count(*) filter (where ${ne(orders.status, 'cancelled')}))::int`,
      cancelled: sql<number>`(count(*) filter (where ${and(
        eq(orders.status, 'cancelled'),
        gte(orders.createdAt, cancelledSince),
      )}))::int`,
      delivered: sql<number>`(count(*) filter (where ${eq(orders.status, 'delivered')}))::int`,
      median: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by ${orders.totalCents}) filter (where ${eq(orders.status, 'delivered')}))::float8`,
      failedDoorChecks: sql<number>`(select count(*)::int from ${orders} where ${failedDoorChecksWhere(door.address, door.since)})`,
      customersOnSameId: sql<number>`${customersOnSameId(whose!, door.sameIdSince)}`,
    })
    .from(orders)
    .where(whose);
  return {
    earlier: row?.earlier ?? 0,
    cancelled: row?.cancelled ?? 0,
    delivered: row?.delivered ?? 0,
    median: row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median)),
    failedDoorChecks: row?.failedDoorChecks ?? 0,
    customersOnSameId: row?.customersOnSameId ?? 0,
  };
}

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
