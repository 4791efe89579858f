import type { Role } from '#domain/auth.ts';
import { ACTIVE_STATUSES } from '#domain/orders/order.ts';
import { nextStatus } from '#domain/orders/status.ts';
import { SETTINGS_TOPIC } from '#domain/realtime.ts';
import { COURIER_MESSAGES } from '#domain/couriers/schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { createOrdersDashboard } from './dashboard.service.ts';
import { worksFor } from './orders.queries.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { toOrderSummary } from './orders.dto.ts';
import { contactMatches, readRight, subscribeRight } from './orders.policy.ts';
import {
  assignOrder,
  claimOrder,
  findOrder,
  findOrderByReference,
  itemsOf,
  insertEvent,
  joinGuestOrders,
  listOrdersOfUser,
  markArrived,
  markOrder,
  type OrderRow,
} from './orders.repo.ts';
import { createQuote, firstOrderOf } from './quote.ts';
import { createPlaceOrder } from './place-order.ts';
import { createRiskReview } from './risk-review.service.ts';
import { riskConfig } from './risk-assessment.ts';
import { createAnnouncedCache } from '#server/lib/announced-cache.ts';
import { createStaffOrders } from './staff-orders.service.ts';
import { createCourierNote } from './courier-note.service.ts';
import { createAdminCoupons } from './admin-coupons.service.ts';
import { createTransitions } from './transitions.ts';
import { createOrderViews } from './order-views.ts';
import { createRatings } from './ratings.service.ts';

/** Tracking codes are upper-case letters and digits (16 today); anything else is a miss without a query. */
const TRACKING_CODE_SHAPE = /^[A-Z0-9]{10,40}$/;
export interface Subscriber {
  userId: string | null;
  roles: readonly Role[];
  /** The session the subscriber's socket was opened with (a courier's PIN unlock is per session). */
  sessionId?: string | null;
}

const TRACK_NOT_FOUND = 'We could not find an order with those details';

export function createOrdersService(given: OrdersDeps) {
  // The risk rules and threshold: one copy per process until the risk factors page changes them (announced on the
  // settings topic, which every process hears).
  const riskRules = createAnnouncedCache(given.bus, SETTINGS_TOPIC, given.db, riskConfig);
  const deps: OrdersDeps = { riskConfig: riskRules.load, ...given };
  const { db } = deps;

  const { view, placedView, trackingView } = createOrderViews(deps);

  const place = createPlaceOrder(deps, { view, placedView });

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

  /** A courier's rights hold only while its session has the PIN entered, as for the courier API (423). */
  const unlockedCourier = async (who: Subscriber) =>
    who.userId !== null &&
    who.roles.includes('courier') &&
    (await deps.courierUnlocked(who.userId, who.sessionId ?? null));

  async function detail(who: Subscriber & { userId: string }, orderId: string) {
    const order = await findOrder(db, orderId);
    const right = order ? readRight(order, who.userId, who.roles) : null;
    // Someone else's order answers exactly like a missing one.
    if (!order || !right) throw notFound('Order not found');
    if (right === 'courier' && !(await unlockedCourier(who))) {
      throw new AppError(423, 'pin_required', COURIER_MESSAGES.pinLocked);
    }
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

  /** Any string is asked; one that cannot be a tracking code is a miss without a query. */
  async function track(code: string) {
    if (!TRACKING_CODE_SHAPE.test(code)) throw notFound('Tracking code not found');
    const order = await findOrderByReference(db, code);
    if (!order || order.trackingCode !== code) throw notFound('Tracking code not found');
    return trackingView(order);
  }

  const { transition, restockReturned } = createTransitions(deps, view);

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

  /** How this subscriber may follow an order's realtime topic (subscribeRight); `code` is a tracking code. */
  async function followRight(orderId: string, who: Subscriber, code?: string) {
    const order = await findOrder(db, orderId).catch(() => null);
    if (!order) return null;
    const member =
      who.userId !== null && order.merchantId !== null && who.roles.includes('merchant')
        ? await worksFor(db, who.userId, order.merchantId)
        : false;
    return subscribeRight(order, who, code, member);
  }

  const courierNote = (tx: DbOrTx, order: OrderRow, courierUserId: string, note: string) =>
    insertEvent(tx, {
      orderId: order.id,
      status: order.status,
      actorRole: 'courier',
      actorUserId: courierUserId,
      note,
    });

  /** The order's side of a delivery, in the couriers module's transaction; steps that are not a status change. */
  const delivery = {
    /** Exactly one concurrent claim wins; null when the order is taken or no longer waiting. */
    async claim(tx: DbOrTx, orderId: string, courierUserId: string, at: Date) {
      const claimed = await claimOrder(tx, orderId, courierUserId, at);
      if (claimed) await courierNote(tx, claimed, courierUserId, 'Courier assigned');
      return claimed;
    },
    /**
     * Staff give the order to a courier (or move it from `from` to another): the same state a courier's own accept
     * leaves it in, with an event naming the staff member. Null when the order changed meanwhile.
     */
    async assign(
      tx: DbOrTx,
      orderId: string,
      change: { from: string | null; to: string; at: Date },
      by: { role: 'admin' | 'support'; userId: string },
    ) {
      const assigned = await assignOrder(tx, orderId, change);
      if (assigned) {
        await insertEvent(tx, {
          orderId,
          status: assigned.status,
          actorRole: by.role,
          actorUserId: by.userId,
          note: change.from === null ? 'Courier assigned by dispatch' : 'Courier reassigned by dispatch',
        });
      }
      return assigned;
    },
    /** Null unless the order is in transit with this courier. */
    async arrive(tx: DbOrTx, orderId: string, courierUserId: string, at: Date) {
      const marked = await markArrived(tx, orderId, courierUserId, at);
      if (marked) await courierNote(tx, marked, courierUserId, 'Courier arrived');
      return marked;
    },
    /** Stamps a step (pickup, ID check, return reason) on an order a transition is moving. */
    mark: (tx: DbOrTx, orderId: string, values: Parameters<typeof markOrder>[2]) =>
      markOrder(tx, orderId, values),
  };
  const staff = createStaffOrders(deps, transition);
  return {
    delivery,
    /** The staff order screens (admin and support). */
    staff,
    courierNote: createCourierNote(deps, staff),
    ratings: createRatings(deps, view),
    dashboard: createOrdersDashboard(db),
    /** The risk factors page: rules, threshold and the held orders' review. */
    risk: createRiskReview(deps, staff, async () => {
      riskRules.drop();
      await deps.bus.publish(SETTINGS_TOPIC, { kind: 'settings.changed', at: deps.now().toISOString() });
    }),
    coupons: createAdminCoupons({ db, now: deps.now }),
    place,
    quote: createQuote(deps),
    mine,
    firstOrderOf: firstOrderOf(deps),
    detail,
    latestActive,
    lookup,
    track,
    transition,
    restockReturned,
    cancelByCustomer,
    advance,
    followRight,
    joinGuestOrders,
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
export type { Actor, TransitionOptions } from './transitions.ts';
