import type { Role } from '#domain/auth.ts';
import type { Checkout } from '#domain/checkout.schemas.ts';
import { ACTIVE_STATUSES, type OrderView } from '#domain/orders/order.ts';
import {
  nextStatus,
  returnsStock,
  transitionProblem,
  type ActorRole,
  type OrderStatus,
} from '#domain/orders/status.ts';
import { COURIERS_TOPIC, orderTopic } from '#domain/realtime.ts';
import type { Tx } from '#server/db/client.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import { hashRequest, placeInTransaction } from './checkout.service.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { toOrderSummary, toOrderView, toTrackingView } from './orders.dto.ts';
import { canReadOrder, canSubscribe, contactMatches } from './orders.policy.ts';
import {
  eventsOf,
  findOrder,
  findOrderByKey,
  findOrderByReference,
  insertEvent,
  itemsOf,
  listOrdersOfUser,
  markRestocked,
  merchantOwner,
  releaseCoupon,
  returnStock,
  setStatus,
  type OrderRow,
} from './orders.repo.ts';
import { createQuote } from './quote.ts';

export interface Subscriber {
  userId: string | null;
  roles: readonly Role[];
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

export interface Actor {
  role: ActorRole;
  userId: string | null;
}

const TRACK_NOT_FOUND = 'We could not find an order with those details';

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

const NOTICE_FOR: Partial<Record<OrderStatus, 'picked_up' | 'delivered' | 'cancelled' | 'returned'>> = {
  in_transit: 'picked_up',
  delivered: 'delivered',
  cancelled: 'cancelled',
  returned: 'returned',
};

export function createOrdersService(deps: OrdersDeps) {
  const { db } = deps;

  const positionOf = async (order: OrderRow) =>
    order.status === 'in_transit' && deps.courierPosition ? deps.courierPosition(order) : null;

  async function view(order: OrderRow): Promise<OrderView> {
    const [items, events, courier] = await Promise.all([
      itemsOf(db, [order.id]),
      eventsOf(db, order.id),
      positionOf(order),
    ]);
    return toOrderView(order, items, events, deps.now(), courier);
  }

  async function replay(userId: string | null, key: string, input: Checkout) {
    const existing = await findOrderByKey(db, userId ?? 'guest', key);
    if (!existing) return null;
    if (existing.requestHash !== hashRequest(input)) {
      throw new AppError(
        422,
        'idempotency_mismatch',
        'This checkout was already submitted with different details',
      );
    }
    return { order: await view(existing), replayed: true };
  }

  /** Places an order once per Idempotency-Key; a replay returns the first result. */
  async function place(userId: string | null, key: string, input: Checkout) {
    const earlier = await replay(userId, key, input);
    if (earlier) return earlier;
    let order: OrderRow;
    try {
      order = await db.transaction((tx) =>
        placeInTransaction(deps, tx, { userId, key, input, now: deps.now() }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await replay(userId, key, input);
      if (!raced) throw error;
      return raced;
    }
    deps.catalog.invalidate();
    const at = new Date().toISOString();
    await deps.bus.publish('orders', { kind: 'order.created', orderId: order.id, at });
    await deps.bus.publish(orderTopic(order.id), {
      kind: 'order.status',
      orderId: order.id,
      status: order.status,
      at,
    });
    void deps.notifier.flush();
    return { order: await view(order), replayed: false };
  }

  async function mine(userId: string) {
    const orders = await listOrdersOfUser(db, userId);
    const items = await itemsOf(
      db,
      orders.map((o) => o.id),
    );
    return orders.map((o) =>
      toOrderSummary(
        o,
        items.filter((i) => i.orderId === o.id),
        deps.now(),
      ),
    );
  }

  async function detail(userId: string, roles: readonly Role[], orderId: string) {
    const order = await findOrder(db, orderId);
    // Someone else's order answers exactly like a missing one.
    if (!order || !canReadOrder(order, userId, roles)) throw notFound('Order not found');
    return view(order);
  }

  async function latestActive(userId: string) {
    const orders = await listOrdersOfUser(db, userId, 20);
    const active = orders.find((o) => ACTIVE_STATUSES.includes(o.status));
    return active ? view(active) : null;
  }

  /** Order number or tracking code plus the e-mail or phone used: the tracking code, or one answer for every miss. */
  async function lookup(reference: string, contact: string) {
    const order = await findOrderByReference(db, reference.trim());
    if (!order || !contactMatches(order, contact)) throw notFound(TRACK_NOT_FOUND);
    return { trackingCode: order.trackingCode };
  }

  async function track(code: string) {
    const order = await findOrderByReference(db, code);
    if (!order || order.trackingCode !== code) throw notFound('Tracking code not found');
    const [items, events, courier] = await Promise.all([
      itemsOf(db, [order.id]),
      eventsOf(db, order.id),
      positionOf(order),
    ]);
    return toTrackingView(order, items, events, deps.now(), courier);
  }

  /** Moves an order to `to` if the status machine lets `actor` do it; stock goes back on cancel/return. */
  async function transition(
    orderId: string,
    to: OrderStatus,
    actor: Actor,
    note?: string,
    options: TransitionOptions = {},
  ) {
    const restock = returnsStock(to) && options.restock !== false;
    const updated = await db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, true);
      if (!order) throw notFound('Order not found');
      options.check?.(order);
      const problem = transitionProblem(order.status, to, actor.role);
      if (problem) throw new AppError(409, 'invalid_transition', problem);
      const moved = await setStatus(tx, order.id, order.status, to);
      if (!moved)
        throw new AppError(409, 'invalid_transition', 'The order changed meanwhile; reload and try again');
      const next = (await options.within?.(tx, moved)) ?? moved;
      if (restock) {
        await returnStock(tx, order.id);
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
    if (restock) deps.catalog.invalidate();
    await deps.bus.publish(orderTopic(updated.id), {
      kind: 'order.status',
      orderId: updated.id,
      status: updated.status,
      at: updated.updatedAt.toISOString(),
    });
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
      if (order.restockedAt) return false;
      await returnStock(tx, order.id);
      await markRestocked(tx, order.id);
      await insertEvent(tx, {
        orderId: order.id,
        status: 'returned',
        actorRole: actor.role,
        actorUserId: actor.userId,
        note: 'Back on the shop shelf',
      });
      return true;
    });
    if (restocked) deps.catalog.invalidate();
    return restocked;
  }

  async function cancelByCustomer(userId: string, orderId: string) {
    const order = await findOrder(db, orderId);
    if (!order || order.userId !== userId) throw notFound('Order not found');
    return transition(orderId, 'cancelled', { role: 'customer', userId }, 'Cancelled by the customer');
  }

  /** Moves an order one step along the delivery path as the store itself (until courier and admin tools exist). */
  async function advance(reference: string) {
    const order = await findOrderByReference(db, reference.trim());
    if (!order) throw notFound('Order not found');
    const to = nextStatus(order.status);
    if (!to)
      throw new AppError(
        409,
        'invalid_transition',
        `This order is already ${order.status.replace('_', ' ')}`,
      );
    return transition(order.id, to, { role: 'system', userId: null });
  }

  /** May this subscriber follow a realtime topic? `code` is a tracking code for code holders. */
  async function authorizeTopic(topic: string, who: Subscriber, code?: string): Promise<boolean> {
    if (topic === 'orders') return who.roles.includes('admin');
    if (topic === COURIERS_TOPIC) return who.roles.includes('courier');
    const orderId = /^order:([0-9a-f-]{36})$/.exec(topic)?.[1];
    if (!orderId) return false;
    const order = await findOrder(db, orderId).catch(() => null);
    if (!order) return false;
    const owner = order.merchantId ? await merchantOwner(db, order.merchantId) : null;
    return canSubscribe(order, who, code, owner);
  }

  return {
    place,
    quote: createQuote(deps),
    mine,
    detail,
    latestActive,
    lookup,
    track,
    transition,
    restockReturned,
    cancelByCustomer,
    advance,
    authorizeTopic,
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
export type { OrderRow };
