import {
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { RefusalRule } from '#domain/compliance/refusals.ts';
import type { IdCheckMethod } from '#domain/id-check/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { afterKey, instantKey } from '#server/db/keyset.ts';
import { complianceRefusals } from '#server/db/schema/compliance.ts';
import { couriers } from '#server/db/schema/couriers.ts';
import { deliveryProofs, doorChecks } from '#server/db/schema/door-checks.ts';
import { orders } from '#server/db/schema/orders.ts';

// Read model of the age verification list: up to four sources, each read newest first by keyset on its own index
// (orders_dashboard_cover_idx, orders_id_checked_idx, orders_returned_at_idx, compliance_refusals_at_idx) under its own
// limit, merged in one statement (one round trip, one pool connection). Dates of birth come from the orders (given at
// checkout); the log holds no personal data.

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

/** Which sources to read: ranks 0 checkouts, 1 door checks passed, 2 failed, 3 refusals of `rules`. */
export interface AgeSources {
  ranks: ReadonlySet<number>;
  rules: readonly RefusalRule[];
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
  /** How a door check was made (its latest passed check, or latest check for a return), null for other sources. */
  method: IdCheckMethod | null;
  /** The delivery's signature is still kept (a passed door check only). */
  signed: boolean | null;
}

/** Door returns that were a failed ID check (the rest, nobody home or refused, are not age checks). */
export const FAILED_ID_REASONS = ['under_21', 'no_valid_id', 'not_recipient'] as const;

/** Rows after the cursor in the merged order (time, rank, id), all descending. */
function after(at: AnyColumn, id: AnyColumn, rank: number, cursor: AgeCursor | null) {
  if (!cursor) return undefined;
  const time = sql`${cursor.at}::timestamptz`;
  if (rank < cursor.rank) return sql`${at} <= ${time}`;
  if (rank > cursor.rank) return sql`${at} < ${time}`;
  return afterKey([at, id], [cursor.at, cursor.id], 'desc');
}

const inSpan = (at: SQLWrapper, span: AgeSpan): SQL =>
  and(gte(at as never, span.start), lt(at as never, span.end))!;

/** The columns every source yields, in one shape (text and numbers, the same from every driver). */
function columns(
  rank: number,
  c: {
    id: SQLWrapper;
    at: SQLWrapper;
    userId?: SQLWrapper;
    orders?: boolean;
    courier?: boolean;
    reason?: boolean;
    rule?: boolean;
    /** A door check: its method (of a passed check when `passed`) and whether the signature is kept. */
    door?: 'passed' | 'failed';
  },
) {
  const or = (present: boolean | undefined, value: SQL) => (present ? value : sql`null::text`);
  return sql`${rank}::int as rank, ${c.id}::text as id, ${instantKey(c.at)} as at_key,
    ${or(c.orders, sql`${orders.id}::text`)} as order_id,
    ${or(c.orders, sql`${orders.orderNumber}::text`)} as order_number,
    ${or(c.orders, sql`${orders.birthDate}::text`)} as birth_date,
    ${or(c.orders, instantKey(orders.createdAt))} as ordered_at,
    ${or(c.courier, sql`${couriers.fullName}::text`)} as courier_name,
    ${or(c.reason, sql`${orders.returnReason}::text`)} as reason,
    ${or(c.rule, sql`${complianceRefusals.rule}::text`)} as rule,
    ${or(!!c.userId, sql`${c.userId}::text`)} as user_id,
    ${or(!!c.door, sql`(select d.method::text from ${doorChecks} d where d.order_id = ${orders.id}${c.door === 'passed' ? sql` and d.passed` : sql``} order by d.checked_at desc, d.id desc limit 1)`)} as method,
    ${or(c.door === 'passed', sql`(exists (select 1 from ${deliveryProofs} p where p.order_id = ${orders.id} and p.signature_path is not null))::text`)} as signed`;
}

const where = (...parts: (SQL | undefined)[]) => and(...parts)!;

/** Every checkout: its date of birth and attestation (an order exists only with both). */
const checkouts = (span: AgeSpan, cursor: AgeCursor | null, limit: number) => sql`
  select ${columns(0, { id: orders.id, at: orders.createdAt, userId: orders.userId, orders: true })} from ${orders}
  where ${where(inSpan(orders.createdAt, span), after(orders.createdAt, orders.id, 0, cursor))}
  order by ${orders.createdAt} desc, ${orders.id} desc limit ${limit}`;

/** Door ID checks that passed (the courier recorded the check before hand-over). */
const passedChecks = (span: AgeSpan, cursor: AgeCursor | null, limit: number) => sql`
  select ${columns(1, { id: orders.id, at: orders.idCheckedAt, orders: true, courier: true, door: 'passed' })}
  from ${orders} left join ${couriers} on ${eq(couriers.userId, orders.courierUserId)}
  where ${where(
    isNotNull(orders.idCheckedAt),
    inSpan(orders.idCheckedAt, span),
    after(orders.idCheckedAt, orders.id, 1, cursor),
  )}
  order by ${orders.idCheckedAt} desc, ${orders.id} desc limit ${limit}`;

/** Door ID checks that failed: the order went back with the courier, with the reason. */
const failedChecks = (span: AgeSpan, cursor: AgeCursor | null, limit: number) => sql`
  select ${columns(2, {
    id: orders.id,
    at: orders.returnedAt,
    orders: true,
    courier: true,
    reason: true,
    door: 'failed',
  })}
  from ${orders} left join ${couriers} on ${eq(couriers.userId, orders.courierUserId)}
  where ${where(
    eq(orders.status, 'returned'),
    inArray(orders.returnReason, [...FAILED_ID_REASONS]),
    inSpan(orders.returnedAt, span),
    after(orders.returnedAt, orders.id, 2, cursor),
  )}
  order by ${orders.returnedAt} desc, ${orders.id} desc limit ${limit}`;

/** Refusals for age from the compliance log: at checkout, at sign-up, of courier applications. */
const refusals = (
  rules: readonly RefusalRule[],
  span: AgeSpan,
  cursor: AgeCursor | null,
  limit: number,
) => sql`
  select ${columns(3, {
    id: complianceRefusals.id,
    at: complianceRefusals.at,
    userId: complianceRefusals.userId,
    rule: true,
  })}
  from ${complianceRefusals}
  where ${where(
    inArray(complianceRefusals.rule, [...rules]),
    inSpan(complianceRefusals.at, span),
    after(complianceRefusals.at, complianceRefusals.id, 3, cursor),
  )}
  order by ${complianceRefusals.at} desc, ${complianceRefusals.id} desc limit ${limit}`;

interface RawRow {
  rank: number;
  id: string;
  at_key: string;
  order_id: string | null;
  order_number: string | null;
  birth_date: string | null;
  ordered_at: string | null;
  courier_name: string | null;
  reason: string | null;
  rule: RefusalRule | null;
  user_id: string | null;
  method: IdCheckMethod | null;
  signed: string | null;
}

/**
 * The next `limit` age checks after `cursor`, newest first; ties on time go to the higher rank, then the higher id
 * (refusal ids are numbers, padded so that text order is number order).
 */
export async function ageCheckRows(
  db: DbOrTx,
  { ranks, rules }: AgeSources,
  span: AgeSpan,
  cursor: AgeCursor | null,
  limit: number,
): Promise<SourceRow[]> {
  const parts = [
    ranks.has(0) && checkouts(span, cursor, limit),
    ranks.has(1) && passedChecks(span, cursor, limit),
    ranks.has(2) && failedChecks(span, cursor, limit),
    ranks.has(3) && rules.length > 0 && refusals(rules, span, cursor, limit),
  ].filter((p): p is SQL => p !== false);
  if (parts.length === 0) return [];
  const result = await db.execute(sql`
    select * from (${sql.join(
      parts.map((p) => sql`(${p})`),
      sql` union all `,
    )}) checks
    order by at_key collate "C" desc, rank desc, lpad(id, 36, '0') collate "C" desc
    limit ${limit}`);
  return (result as unknown as { rows: RawRow[] }).rows.map((r) => ({
    rank: Number(r.rank),
    id: r.id,
    atKey: r.at_key,
    at: new Date(r.at_key),
    orderId: r.order_id,
    orderNumber: r.order_number,
    birthDate: r.birth_date,
    orderedAt: r.ordered_at ? new Date(r.ordered_at) : null,
    courierName: r.courier_name,
    reason: r.reason,
    rule: r.rule,
    userId: r.user_id,
    method: r.method,
    signed: r.signed === null ? null : r.signed === 'true',
  }));
}
