import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { RefusalPage, RefusalQuery } from '#domain/admin/safety.ts';
import { RETURN_REASONS, type ReturnReason } from '#domain/couriers/schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { couriers } from '#server/db/schema/couriers.ts';
import { orderEvents, orders } from '#server/db/schema/orders.ts';
import { afterKey, INSTANT, instantKey, pageOf, readCursor, UUID } from '#server/db/keyset.ts';

// Read model of refused hand-overs: every order taken back from the door, with the reason the courier recorded, the
// note of its return step, the courier and the time. Reads only.

const isReason = (value: string | null): value is ReturnReason => value !== null && value in RETURN_REASONS;

/** The event's note starts with the reason's label; the rest is the courier's own note. */
const noteOf = (note: string | null, reason: ReturnReason | null) => {
  const text = note ?? '';
  const label = reason ? RETURN_REASONS[reason] : null;
  if (label && text.startsWith(`${label}: `)) return text.slice(label.length + 2);
  return label && text === label ? '' : text;
};

const returnedKey = instantKey(orders.returnedAt);

/**
 * Newest first, keyset on (returned_at, id) over orders_returned_at_idx: one row per returned order, whatever
 * events a later restock adds. The return step's event (the first `returned` one) gives its id and note.
 */
export async function refusalsPage(db: DbOrTx, q: RefusalQuery): Promise<RefusalPage> {
  const where: SQL[] = [eq(orders.status, 'returned')];
  if (q.reason) where.push(eq(orders.returnReason, q.reason));
  if (q.from) where.push(gte(orders.returnedAt, new Date(q.from)));
  if (q.to) where.push(lt(orders.returnedAt, new Date(q.to)));
  if (q.cursor) {
    const after = readCursor(q.cursor, [INSTANT, UUID], { kind: 'refusals' });
    where.push(afterKey([orders.returnedAt, orders.id], after, 'desc'));
  }
  const step = db
    .select({ id: orderEvents.id, note: orderEvents.note })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orders.id), eq(orderEvents.status, 'returned')))
    .orderBy(orderEvents.id)
    .limit(1)
    .as('step');
  const rows = await db
    .select({
      id: step.id,
      note: step.note,
      key: returnedKey,
      at: orders.returnedAt,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      reason: orders.returnReason,
      courierId: couriers.id,
      courierName: couriers.fullName,
    })
    .from(orders)
    .innerJoinLateral(step, sql`true`)
    .leftJoin(couriers, eq(couriers.userId, orders.courierUserId))
    .where(and(...where))
    .orderBy(desc(orders.returnedAt), desc(orders.id))
    .limit(q.limit + 1);
  const { rows: page, nextCursor } = pageOf(rows, q.limit, (last) => [last.key, last.orderId], 'refusals');
  return {
    refusals: page.map((r) => {
      const reason = isReason(r.reason) ? r.reason : null;
      return {
        id: r.id,
        order: { id: r.orderId, number: r.orderNumber },
        reason,
        note: noteOf(r.note, reason),
        courier: r.courierId ? { id: r.courierId, name: r.courierName ?? '' } : null,
        at: r.at!.toISOString(),
      };
    }),
    nextCursor,
  };
}
