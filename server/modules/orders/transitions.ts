import type { OrderView } from '#domain/orders/order.ts';
import { returnsStock, transitionProblem, type ActorRole, type OrderStatus } from '#domain/orders/status.ts';
import { holdProblem } from '#domain/risk/score.ts';
import {
  ADMIN_ORDERS_TOPIC,
  COURIERS_TOPIC,
  courierTopic,
  merchantTopic,
  orderTopic,
} from '#domain/realtime.ts';
import type { Tx } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { OrdersDeps } from './orders.deps.ts';
import {
  findOrder,
  insertEvent,
  markRestocked,
  releaseCoupon,
  setStatus,
  stockLinesOf,
  type OrderRow,
} from './orders.repo.ts';

export interface Actor {
  role: ActorRole;
  userId: string | null;
}

export interface TransitionOptions {
  /** Throws to refuse, after the order is locked and before anything changes. */
  check?(order: OrderRow): void;
  /** More writes in the same transaction, after the status moved; may return the row as it ends up. */
  within?(tx: Tx, order: OrderRow): Promise<OrderRow | void>;
  /** False keeps cancelled/returned stock off the shelf until the goods are back (a courier's return). */
  restock?: boolean;
}

/** Status changes that add orders to, or take them from, the pool couriers choose from. */
const POOL_CHANGES: ReadonlySet<OrderStatus> = new Set(['preparing', 'ready', 'cancelled']);

const NOTICE_FOR: Partial<Record<OrderStatus, 'picked_up' | 'delivered' | 'cancelled' | 'returned'>> = {
  in_transit: 'picked_up',
  delivered: 'delivered',
  cancelled: 'cancelled',
  returned: 'returned',
};

/** Status changes by role, with stock, coupon, timeline, notices and realtime events kept in step. */
export function createTransitions(deps: OrdersDeps, view: (order: OrderRow) => Promise<OrderView>) {
  const { db } = deps;
  /** The order's goods back on the shelf, each with its ledger row; answers the products that moved. */
  const returnStock = async (tx: Tx, orderId: string, actor: Actor, to: 'cancelled' | 'returned') =>
    deps.catalog.stock.putBack(tx, await stockLinesOf(tx, orderId), {
      orderId,
      reason: to === 'cancelled' ? 'order_cancelled' : 'returned',
      actorRole: actor.role,
      actorUserId: actor.userId,
    });

  /** Moves an order to `to` if the status machine lets `actor` do it; stock goes back on cancel/return. */
  async function transition(
    orderId: string,
    to: OrderStatus,
    actor: Actor,
    note?: string,
    options: TransitionOptions = {},
  ) {
    const restock = returnsStock(to) && options.restock !== false;
    let restocked: string[] = [];
    const updated = await db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, true);
      if (!order) throw notFound('Order not found');
      options.check?.(order);
      const held = holdProblem(order.heldAt, to);
      if (held) throw new AppError(409, 'held_for_review', held);
      const problem = transitionProblem(order.status, to, actor.role);
      if (problem) throw new AppError(409, 'invalid_transition', problem);
      const moved = await setStatus(tx, order.id, order.status, to);
      if (!moved)
        throw new AppError(409, 'invalid_transition', 'The order changed meanwhile; reload and try again');
      const next = (await options.within?.(tx, moved)) ?? moved;
      if (restock) {
        restocked = await returnStock(tx, order.id, actor, to === 'cancelled' ? 'cancelled' : 'returned');
        await markRestocked(tx, order.id);
      }
      if (to === 'cancelled') await releaseCoupon(tx, order.id);
      await insertEvent(tx, {
        orderId: order.id,
        status: to,
        actorRole: actor.role,
        actorUserId: actor.userId,
        note: note ?? null,
      });
      const notice = NOTICE_FOR[to];
      if (notice) await deps.notify(tx, next, notice, note ? { reason: note } : undefined);
      return next;
    });
    deps.metrics.orderMoved(updated.status);
    if (restocked.length) await deps.catalog.changed(restocked);
    const status = {
      kind: 'order.status',
      orderId: updated.id,
      status: updated.status,
      at: updated.updatedAt.toISOString(),
    } as const;
    await deps.bus.publish(orderTopic(updated.id), status);
    await deps.bus.publish(ADMIN_ORDERS_TOPIC, status);
    if (updated.merchantId) await deps.bus.publish(merchantTopic(updated.merchantId), status);
    // The courier carrying it follows it on their own topic ('Picked up' turns on when the shop marks it ready).
    const courierId = updated.courierUserId ? await deps.courierIdOf(updated.courierUserId) : null;
    if (courierId) await deps.bus.publish(courierTopic(courierId), status);
    if (POOL_CHANGES.has(to)) {
      await deps.bus.publish(COURIERS_TOPIC, { kind: 'orders.available', at: deps.now().toISOString() });
    }
    void deps.notifier.flush();
    return view(updated);
  }

  /** A returned order is back at the shop: its stock goes back on the shelf, once. */
  async function restockReturned(orderId: string, actor: Actor) {
    const restocked = await db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, true);
      if (!order) throw notFound('Order not found');
      if (order.status !== 'returned') {
        throw new AppError(409, 'invalid_transition', 'Only a returned order can go back on the shelf');
      }
      if (order.restockedAt) return null;
      const moved = await returnStock(tx, order.id, actor, 'returned');
      await markRestocked(tx, order.id);
      await insertEvent(tx, {
        orderId: order.id,
        status: 'returned',
        actorRole: actor.role,
        actorUserId: actor.userId,
        note: 'Back on the shop shelf',
      });
      return moved;
    });
    if (restocked?.length) await deps.catalog.changed(restocked);
    return restocked !== null;
  }

  return { transition, restockReturned };
}
