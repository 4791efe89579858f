import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { RefusalRule } from '#domain/compliance/refusals.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { complianceRefusals } from '#server/db/schema/compliance.ts';
import { couriers } from '#server/db/schema/couriers.ts';
import { orderEvents, orders } from '#server/db/schema/orders.ts';

// Read model of the age verification list: four sources, each read newest first by keyset on its own index
// (orders_created_idx, orders_id_checked_idx, order_events_returned_at_idx, compliance_refusals_at_idx); the service
// merges their pages. Dates of birth come from the orders (given at checkout); the log holds no personal data.

/** A position in the merged list: the time (µs, UTC text), the source's rank and the row's id in that source. */
export interface AgeCursor {
  at: string;
  rank: number;
  id: string;
}

export interface AgeSpan {
  start: Date;
  end: Date;
}

export interface SourceRow {
  rank: number;
  id: string;
  atKey: string;
  at: Date;
  orderId: string | null;
  orderNumber: string | null;
  birthDate: string | null;
  orderedAt: Date | null;
  courierName: string | null;
  reason: string | null;
  rule: RefusalRule | null;
  userId: string | null;
}

/** Door returns that were a failed ID check (the rest, nobody home or refused, are not age checks). */
export const FAILED_ID_REASONS = ['under_21', 'no_valid_id', 'not_recipient'] as const;

const atKey = (at: SQLWrapper) =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after the cursor in the merged order (time, rank, id), all descending. */
function after(
  at: SQLWrapper,
  id: SQLWrapper,
  rank: number,
  cursor: AgeCursor | null,
  idType: 'uuid' | 'bigint',
) {
  if (!cursor) return undefined;
  const time = sql`${cursor.at}::timestamptz`;
  if (rank < cursor.rank) return sql`${at} <= ${time}`;
  if (rank > cursor.rank) return sql`${at} < ${time}`;
  return sql`(${at}, ${id}) < (${time}, ${cursor.id}::${sql.raw(idType)})`;
}

const inSpan = (at: SQLWrapper, span: AgeSpan): SQL =>
  and(gte(at as never, span.start), lt(at as never, span.end))!;

const empty = {
  orderId: null,
  orderNumber: null,
  birthDate: null,
  orderedAt: null,
  courierName: null,
  reason: null,
  rule: null,
  userId: null,
};

/** Every checkout: its date of birth and attestation (an order exists only with both). */
export async function checkoutRows(db: DbOrTx, span: AgeSpan, cursor: AgeCursor | null, limit: number) {
  const rows = await db
    .select({
      id: sql<string>`${orders.id}::text`,
      atKey: atKey(orders.createdAt),
      at: orders.createdAt,
      orderNumber: orders.orderNumber,
      birthDate: orders.birthDate,
      userId: orders.userId,
    })
    .from(orders)
    .where(and(inSpan(orders.createdAt, span), after(orders.createdAt, orders.id, 0, cursor, 'uuid')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((r): SourceRow => ({ ...empty, ...r, rank: 0, orderId: r.id, orderedAt: r.at }));
}

/** Door ID checks that passed (the courier recorded the check before hand-over). */
export async function passedIdRows(db: DbOrTx, span: AgeSpan, cursor: AgeCursor | null, limit: number) {
  const rows = await db
    .select({
      id: sql<string>`${orders.id}::text`,
      atKey: atKey(orders.idCheckedAt),
      at: orders.idCheckedAt,
      orderNumber: orders.orderNumber,
      birthDate: orders.birthDate,
      orderedAt: orders.createdAt,
      courierName: couriers.fullName,
    })
    .from(orders)
    .leftJoin(couriers, eq(couriers.userId, orders.courierUserId))
    .where(
      and(
        isNotNull(orders.idCheckedAt),
        inSpan(orders.idCheckedAt, span),
        after(orders.idCheckedAt, orders.id, 1, cursor, 'uuid'),
      ),
    )
    .orderBy(desc(orders.idCheckedAt), desc(orders.id))
    .limit(limit);
  return rows.map((r): SourceRow => ({ ...empty, ...r, at: r.at!, rank: 1, orderId: r.id }));
}

/** Door ID checks that failed: the order went back with the courier, with the reason. */
export async function failedIdRows(db: DbOrTx, span: AgeSpan, cursor: AgeCursor | null, limit: number) {
  const rows = await db
    .select({
      id: sql<string>`${orderEvents.orderId}::text`,
      atKey: atKey(orderEvents.createdAt),
      at: orderEvents.createdAt,
      orderNumber: orders.orderNumber,
      birthDate: orders.birthDate,
      orderedAt: orders.createdAt,
      courierName: couriers.fullName,
      reason: orders.returnReason,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .leftJoin(couriers, eq(couriers.userId, orders.courierUserId))
    .where(
      and(
        eq(orderEvents.status, 'returned'),
        inArray(orders.returnReason, [...FAILED_ID_REASONS]),
        inSpan(orderEvents.createdAt, span),
        after(orderEvents.createdAt, orderEvents.orderId, 2, cursor, 'uuid'),
      ),
    )
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.orderId))
    .limit(limit);
  return rows.map((r): SourceRow => ({ ...empty, ...r, rank: 2, orderId: r.id }));
}

/** Refusals for age from the compliance log: at checkout, at sign-up, of courier applications. */
export async function refusedRows(
  db: DbOrTx,
  rules: readonly RefusalRule[],
  span: AgeSpan,
  cursor: AgeCursor | null,
  limit: number,
) {
  const rows = await db
    .select({
      id: sql<string>`${complianceRefusals.id}::text`,
      atKey: atKey(complianceRefusals.at),
      at: complianceRefusals.at,
      rule: complianceRefusals.rule,
      userId: complianceRefusals.userId,
    })
    .from(complianceRefusals)
    .where(
      and(
        inArray(complianceRefusals.rule, [...rules]),
        inSpan(complianceRefusals.at, span),
        after(complianceRefusals.at, complianceRefusals.id, 3, cursor, 'bigint'),
      ),
    )
    .orderBy(desc(complianceRefusals.at), desc(complianceRefusals.id))
    .limit(limit);
  return rows.map((r): SourceRow => ({ ...empty, ...r, rank: 3 }));
}
