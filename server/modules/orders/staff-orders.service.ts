import type { Role } from '#domain/auth.ts';
import {
  ADMIN_STATUS_TARGETS,
  type AdminOrderDetail,
  type AdminStatusTarget,
} from '#domain/admin/order-detail.ts';
import type { AdminOrderFilters, AdminOrderList, AdminOrderListQuery } from '#domain/admin/order-list.ts';
import { RETURN_REASONS, type ReturnReason } from '#domain/couriers/schemas.ts';
import { transitionProblem, type OrderStatus } from '#domain/orders/status.ts';
import { can } from '#domain/permissions.ts';
import { holdProblem } from '#domain/risk/score.ts';
import type { GuestOrdersOf } from '#domain/orders/guest-orders.ts';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { INSTANT, pageOf, readCursor, text, UUID } from '#server/db/keyset.ts';
import { auditOrigin, type Actor as StaffActor } from '#server/lib/actor.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { orderHeading, toDeliveryView, toOrderLine } from './orders.dto.ts';
import { guestOrdersOf } from './guest-orders.queries.ts';
import { insertNote } from './order-notes.repo.ts';
import { findOrder, itemsOf, type OrderRow } from './orders.repo.ts';
import { riskBadge, riskPanel } from './risk-views.ts';
import {
  staffOrderNotes,
  staffOrderPage,
  staffOrderParties,
  staffOrderTimeline,
  staffPersonName,
  type PageKey,
  type StaffOrderPageRow,
} from './staff-orders.queries.ts';
import { findRating } from './ratings.repo.ts';
import { toRatingView } from './ratings.service.ts';
import type { createTransitions } from './transitions.ts';
import { staffDoorRecord, withDoorChecks } from './staff-door.queries.ts';

type Transition = ReturnType<typeof createTransitions>['transition'];

export const STATUS_REFUSED = 'Only an admin can change an order’s status';
export const CANCEL_REFUSED = 'Only an admin can cancel an order';
const CENTS_KEY = text(/^\d{1,10}$/);

/** The last row's sort key (for a cursor of `sort`: the sort it belongs to, that key and the id). */
function decodeCursor(sort: string, cursor: string): PageKey {
  const [value, id] = readCursor(cursor, [sort.startsWith('total') ? CENTS_KEY : INSTANT, UUID], {
    kind: sort,
  });
  return { value, id };
}

const keyOf = (sort: string, row: StaffOrderPageRow): PageKey => ({
  value: sort.startsWith('total') ? String(row.totalCents) : row.createdKey,
  id: row.id,
});

/** The staff order screens: the list and its export, one order in full, and staff actions, each audited. */
export function createStaffOrders(deps: OrdersDeps, transition: Transition) {
  const { db } = deps;

  async function list(query: AdminOrderListQuery): Promise<AdminOrderList> {
    const after = query.cursor ? decodeCursor(query.sort, query.cursor) : null;
    const found = await staffOrderPage(db, query, after, query.limit + 1);
    const { rows, nextCursor } = pageOf(
      found,
      query.limit,
      (last) => {
        const key = keyOf(query.sort, last);
        return [key.value, key.id];
      },
      query.sort,
    );
    return {
      orders: rows.map((r) => ({
        ...orderHeading(r),
        customerName: r.customerName,
        email: r.email,
        borough: r.borough,
        shopName: r.shopName,
        courierName: r.courierName,
        totalCents: r.totalCents,
        paymentMethod: r.paymentMethod,
        delivery: {
          isAsap: r.isAsap,
          windowStart: r.windowStart.toISOString(),
          windowEnd: r.windowEnd.toISOString(),
        },
        risk: riskBadge(r),
      })),
      nextCursor,
    };
  }

  /** The whole filtered set, one keyset batch at a time, so an export of any size never sits in memory. */
  async function* batches(filters: AdminOrderFilters, size = 500) {
    let after: PageKey | null = null;
    for (;;) {
      const rows = await staffOrderPage(db, filters, after, size);
      if (rows.length) yield rows;
      if (rows.length < size) return;
      after = keyOf(filters.sort, rows.at(-1)!);
    }
  }

  function allowedActions(order: OrderRow, roles: readonly Role[]) {
    const { status } = order;
    const write = can(roles, 'orders:status:write');
    const open = (to: OrderStatus) =>
      !holdProblem(order.heldAt, to) && !transitionProblem(status, to, 'admin');
    return {
      status: write ? ADMIN_STATUS_TARGETS.filter(open) : [],
      cancel: write && open('cancelled'),
      addNote: can(roles, 'orders:notes:add'),
      approveRisk: can(roles, 'risk:manage') && riskBadge(order).held,
    };
  }

  async function detail(orderId: string, roles: readonly Role[]): Promise<AdminOrderDetail> {
    const order = await findOrder(db, orderId);
    if (!order) throw notFound('Order not found');
    const [parties, items, timeline, notes, noteAuthor, rating, door] = await Promise.all([
      staffOrderParties(db, order),
      itemsOf(db, [order.id]),
      staffOrderTimeline(db, order.id),
      staffOrderNotes(db, order.id),
      order.courierNoteBy ? staffPersonName(db, order.courierNoteBy) : null,
      findRating(db, order.id),
      staffDoorRecord(db, order.id),
    ]);
    const returned = timeline.findLast((e) => e.status === 'returned');
    const discount = (kind: 'first_order' | 'coupon') =>
      order.discountKind === kind ? order.discountCents : 0;
    return {
      ...orderHeading(order),
      updatedAt: order.updatedAt.toISOString(),
      shop: parties.shop,
      customer: parties.customer && {
        ...parties.customer,
        name: parties.customer.name ?? order.customerName,
      },
      contact: { name: order.customerName, email: order.email, phone: order.phone },
      address: {
        street: order.street,
        apartment: order.apartment,
        zip: order.zip,
        borough: order.borough,
        residentialConfirmed: order.residentialConfirmed,
      },
      deliveryNote: order.deliveryNote,
      delivery: toDeliveryView(order, deps.now()),
      ageAttestation: { birthDate: order.birthDate },
      idCheck: order.idCheckedAt
        ? { outcome: 'passed', at: order.idCheckedAt.toISOString(), reason: null }
        : order.returnReason
          ? {
              outcome: 'failed',
              at: returned?.at.toISOString() ?? null,
              reason: RETURN_REASONS[order.returnReason as ReturnReason] ?? order.returnReason,
            }
          : { outcome: 'not_yet', at: null, reason: null },
      door,
      courier: parties.courier,
      payment: { method: order.paymentMethod, status: order.paymentStatus },
      lines: items.map(toOrderLine),
      pricing: {
        subtotalCents: order.subtotalCents,
        firstOrderDiscountCents: discount('first_order'),
        couponDiscountCents: discount('coupon'),
        couponCode: order.couponCode,
        deliveryFeeCents: order.deliveryFeeCents,
        exciseCents: order.exciseCents,
        tipCents: order.tipCents,
        totalCents: order.totalCents,
      },
      timeline: withDoorChecks(
        timeline.map((e) => ({ ...e, at: e.at.toISOString() })),
        door,
      ),
      notes: notes.map((n) => ({ ...n, at: n.at.toISOString() })),
      courierNote:
        order.courierNote && order.courierNoteAt
          ? { text: order.courierNote, authorName: noteAuthor, at: order.courierNoteAt.toISOString() }
          : null,
      risk: riskPanel(order),
      rating: toRatingView(rating),
      allowedActions: allowedActions(order, roles),
    };
  }

  /** A status change through the orders' transition, its audit row in the same transaction. */
  async function move(actor: StaffActor, orderId: string, to: OrderStatus, note?: string) {
    let before: OrderStatus | null = null;
    const audit = async (tx: Tx, order: OrderRow) => {
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: to === 'cancelled' ? 'order.cancel' : 'order.status',
        targetType: 'order',
        targetId: order.id,
        before: { status: before },
        after: { status: order.status },
        details: note ? { reason: note } : {},
      });
    };
    await transition(orderId, to, { role: 'admin', userId: actor.userId }, note, {
      check: (order) => {
        before = order.status;
      },
      within: audit,
    });
  }

  async function setStatus(
    actor: StaffActor,
    roles: readonly Role[],
    orderId: string,
    to: AdminStatusTarget,
  ) {
    if (!can(roles, 'orders:status:write')) throw forbidden(STATUS_REFUSED);
    await move(actor, orderId, to);
    return detail(orderId, roles);
  }

  /** The customer's own cancel path (stock back, coupon released, customer told), as admin, with the reason. */
  async function cancel(actor: StaffActor, roles: readonly Role[], orderId: string, reason: string) {
    if (!can(roles, 'orders:status:write')) throw forbidden(CANCEL_REFUSED);
    await move(actor, orderId, 'cancelled', reason);
    return detail(orderId, roles);
  }

  async function addNote(actor: StaffActor, roles: readonly Role[], orderId: string, text: string) {
    if (!can(roles, 'orders:notes:add')) throw forbidden('You cannot add notes to orders');
    await db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId);
      if (!order) throw notFound('Order not found');
      const note = await insertNote(tx, { orderId, authorUserId: actor.userId, text });
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'order.note',
        targetType: 'order',
        targetId: orderId,
        before: null,
        after: { noteId: note.id },
        details: { text },
      });
    });
    return detail(orderId, roles);
  }

  /** Guest orders with the customer's e-mail or phone, for the support desk and the user page. */
  const guestOrders = (who: GuestOrdersOf, limit?: number, tx: DbOrTx = db) => guestOrdersOf(tx, who, limit);

  return { list, batches, detail, setStatus, cancel, addNote, guestOrders };
}
export type StaffOrders = ReturnType<typeof createStaffOrders>;
export type { StaffOrderPageRow };
