import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { RefusalPage, RefusalQuery } from '#domain/admin/safety.ts';
import { RETURN_REASONS, type ReturnReason } from '#domain/couriers/schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { couriers } from '#server/db/schema/couriers.ts';
import { orderEvents, orders } from '#server/db/schema/orders.ts';

// Read model of refused hand-overs: every order taken back from the door (its `returned` event), with the reason the
// courier recorded, the courier and the time. Reads only.

const isReason = (value: string | null): value is ReturnReason => value !== null && value in RETURN_REASONS;

/** The event's note starts with the reason's label; the rest is the courier's own note. */
const noteOf = (note: string | null, reason: ReturnReason | null) => {
  const text = note ?? '';
  const label = reason ? RETURN_REASONS[reason] : null;
  if (label && text.startsWith(`${label}: `)) return text.slice(label.length + 2);
  return label && text === label ? '' : text;
};

/** Newest first, keyset on the event id over the partial index order_events_returned_idx. */
export async function refusalsPage(db: DbOrTx, q: RefusalQuery): Promise<RefusalPage> {
  // The return step itself: its event has the time the order was returned (a later restock adds another event).
  const where: SQL[] = [eq(orderEvents.status, 'returned'), eq(orderEvents.createdAt, orders.returnedAt)];
  if (q.reason) where.push(eq(orders.returnReason, q.reason));
  if (q.from) where.push(gte(orderEvents.createdAt, new Date(q.from)));
  if (q.to) where.push(lt(orderEvents.createdAt, new Date(q.to)));
  const after = q.cursor ? Number(Buffer.from(q.cursor, 'base64url').toString()) : null;
  if (after !== null && Number.isInteger(after)) where.push(lt(orderEvents.id, after));
  const rows = await db
    .select({
      id: orderEvents.id,
      at: orderEvents.createdAt,
      note: orderEvents.note,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      reason: orders.returnReason,
      courierId: couriers.id,
      courierName: couriers.fullName,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .leftJoin(couriers, eq(couriers.userId, orders.courierUserId))
    .where(and(...where))
    .orderBy(desc(orderEvents.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    refusals: page.map((r) => {
      const reason = isReason(r.reason) ? r.reason : null;
      return {
        id: r.id,
        order: { id: r.orderId, number: r.orderNumber },
        reason,
        note: noteOf(r.note, reason),
        courier: r.courierId ? { id: r.courierId, name: r.courierName ?? '' } : null,
        at: r.at.toISOString(),
      };
    }),
    nextCursor: rows.length > q.limit && last ? Buffer.from(String(last.id)).toString('base64url') : null,
  };
}
