import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN_ORDERS_TOPIC, orderTopic } from '#domain/realtime.ts';
import { coupons } from '#server/db/schema/orders.ts';
import {
  auditRowsOf,
  placeGuestOrder,
  stockedProduct,
  staffClients,
  variantStock,
} from '#server/test-support/admin-orders.ts';
import { client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const NOON = new Date('2026-11-23T17:00:00Z');
const SYSTEM = { role: 'system', userId: null } as const;
const REQUEST_ID = /^[0-9a-f-]{36}$/;

const t = useTestApp({}, { now: () => NOON });
let admin: ReturnType<typeof client>;
let support: ReturnType<typeof client>;
let supportUserId: string;
let productId: string;
let variantId: string;
beforeAll(async () => {
  ({ admin, support, supportUserId } = await staffClients(t));
  ({ productId, variantId } = await stockedProduct(t));
});

const detail = async (id: string, as = admin) => {
  const res = await as.call(`/api/admin/orders/${id}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json!.order;
};
const post = (as: ReturnType<typeof client>, id: string, action: string, body: unknown) =>
  as.call(`/api/admin/orders/${id}/${action}`, { method: 'POST', body });
const adminId = async () => ((await admin.call('/api/session')).json! as { user: { id: string } }).user.id;

describe('GET /api/admin/orders/:id', () => {
  it('shows a guest order in full: lines, prices, contact, address, window, ID check, timeline, actions', async () => {
    const placed = await placeGuestOrder(t, productId, {}, 2);
    const order = await detail(placed.id);
    expect(order).toMatchObject({
      id: placed.id,
      orderNumber: placed.orderNumber,
      status: 'pending',
      customer: null,
      contact: { name: 'Avery Quinn', email: 'avery.quinn@example.test', phone: '2125550142' },
      address: { street: '75 Ninth Avenue', apartment: '4B', zip: '10011', borough: 'Manhattan' },
      ageAttestation: { birthDate: '1990-04-12' },
      idCheck: { outcome: 'not_yet', at: null, reason: null },
      courier: null,
      payment: { method: 'cash', status: 'due_at_door' },
      notes: [],
      allowedActions: { status: ['confirmed'], cancel: true, addNote: true, approveRisk: false },
    });
    expect(order.lines).toHaveLength(1);
    const [line] = order.lines;
    expect(line).toMatchObject({ productId, variantLabel: 'unit', quantity: 2 });
    expect(line.lineTotalCents).toBe(line.unitPriceCents * 2);
    const p = order.pricing;
    expect(p.subtotalCents).toBe(line.lineTotalCents);
    expect(p.totalCents).toBe(
      p.subtotalCents -
        p.firstOrderDiscountCents -
        p.couponDiscountCents +
        p.deliveryFeeCents +
        p.exciseCents +
        p.tipCents,
    );
    expect(order.timeline).toEqual([
      expect.objectContaining({ status: 'pending', actorRole: 'guest', actorUserId: null, actorName: null }),
    ]);
    const forSupport = await detail(placed.id, support);
    expect(forSupport.allowedActions).toEqual({
      status: [],
      cancel: false,
      addNote: true,
      approveRisk: false,
    });
  });

  it("names a signed-in customer's account, with the coupon in the breakdown", async () => {
    await t.db.insert(coupons).values({ code: 'TAKE3', kind: 'fixed', value: 300 });
    const customer = await signedInClient(t.app);
    const { user } = (await customer.call('/api/session')).json! as { user: { id: string; email: string } };
    const line = { productId, selectedWeight: 'unit', quantity: 1 };
    expect((await customer.call('/api/cart/items', { method: 'POST', body: line })).status).toBeLessThan(300);
    const placed = await placeGuestOrder(
      t,
      productId,
      { email: user.email, couponCode: 'TAKE3', items: undefined },
      1,
      customer,
    );
    const order = await detail(placed.id);
    expect(order.customer).toMatchObject({ id: user.id, email: user.email });
    expect(order.pricing).toMatchObject({ couponCode: 'TAKE3', couponDiscountCents: 300 });
  });

  it('answers 404 for a missing order or a malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await admin.call(`/api/admin/orders/${id}`);
      expect(res.status).toBe(404);
      expect(res.json!.error.message).toBe('Order not found');
    }
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('moves the order as admin, on the timeline with the admin named, audited with before and after', async () => {
    const placed = await placeGuestOrder(t, productId);
    const heard: [string, unknown][] = [];
    const stops = [ADMIN_ORDERS_TOPIC, orderTopic(placed.id)].map((topic) =>
      t.services.bus.subscribe(topic, (event) => heard.push([topic, event])),
    );
    const res = await post(admin, placed.id, 'status', { to: 'confirmed' });
    stops.forEach((stop) => stop());
    expect(res.status).toBe(200);
    for (const topic of [ADMIN_ORDERS_TOPIC, orderTopic(placed.id)]) {
      expect(heard).toContainEqual([
        topic,
        expect.objectContaining({ kind: 'order.status', orderId: placed.id, status: 'confirmed' }),
      ]);
    }
    expect(res.json!.order.status).toBe('confirmed');
    expect(res.json!.order.allowedActions.status).toEqual(['preparing']);
    expect(res.json!.order.timeline.at(-1)).toMatchObject({
      status: 'confirmed',
      actorRole: 'admin',
      actorUserId: await adminId(),
      actorName: 'Sam Whitaker',
    });
    const audit = await auditRowsOf(t, placed.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.status',
        actor_role: 'admin',
        actor_user_id: await adminId(),
        before: { status: 'pending' },
        after: { status: 'confirmed' },
      }),
    ]);
    expect(audit[0]!.request_id).toMatch(REQUEST_ID);
  });

  it('refuses a wrong step, support, bad input and a missing order, and writes no audit row', async () => {
    const placed = await placeGuestOrder(t, productId);
    for (const to of ['confirmed', 'preparing', 'ready'] as const) {
      await t.services.orders.transition(placed.id, to, SYSTEM);
    }
    const back = await post(admin, placed.id, 'status', { to: 'confirmed' });
    expect(back.status).toBe(409);
    expect(back.json!.error.message).toBe('An order cannot go from ready to confirmed');
    const bySupport = await post(support, placed.id, 'status', { to: 'ready' });
    expect(bySupport.status).toBe(403);
    expect(bySupport.json!.error.message).toBe('Only an admin can change an order’s status');
    const bad = await post(admin, placed.id, 'status', { to: 'delivered' });
    expect(bad.status).toBe(400);
    expect(bad.json!.error.message).toBe('Choose confirmed, preparing or ready');
    const missing = await post(admin, '00000000-0000-4000-8000-000000000000', 'status', { to: 'ready' });
    expect(missing.status).toBe(404);
    expect(await auditRowsOf(t, placed.id)).toEqual([]);
    expect((await detail(placed.id)).status).toBe('ready');
  });
});

describe('POST /api/admin/orders/:id/cancel', () => {
  it('cancels with the reason: stock back, coupon released, customer told, audited', async () => {
    await t.db.insert(coupons).values({ code: 'BACKAGAIN', kind: 'fixed', value: 200, usageLimit: 1 });
    const before = await variantStock(t, variantId);
    const placed = await placeGuestOrder(
      t,
      productId,
      { couponCode: 'BACKAGAIN', email: 'cancel.me@example.test' },
      3,
    );
    await t.services.orders.transition(placed.id, 'confirmed', SYSTEM);
    expect(await variantStock(t, variantId)).toBe(before - 3);
    const reason = 'Shop ran out of this strain';
    const res = await post(admin, placed.id, 'cancel', { reason });
    expect(res.status).toBe(200);
    expect(res.json!.order).toMatchObject({
      status: 'cancelled',
      allowedActions: { status: [], cancel: false, addNote: true, approveRisk: false },
    });
    expect(res.json!.order.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      actorRole: 'admin',
      note: reason,
    });
    expect(await variantStock(t, variantId)).toBe(before);
    const [coupon] = await sqlRows<{ times_used: number; redemptions: number }>(
      t.db,
      sql`select c.times_used, (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as redemptions
            from coupons c where c.code = 'BACKAGAIN'`,
    );
    expect(coupon).toEqual({ times_used: 0, redemptions: 0 });
    const told = await sqlRows<{ body: string }>(
      t.db,
      sql`select body from notifications_outbox where template = 'order-cancelled' and body like ${`%${reason}%`}`,
    );
    expect(told.length).toBeGreaterThan(0);
    const [audit] = await auditRowsOf(t, placed.id);
    expect(audit).toMatchObject({
      action: 'order.cancel',
      actor_role: 'admin',
      before: { status: 'confirmed' },
      after: { status: 'cancelled' },
      details: { reason },
    });
    expect(audit!.request_id).toMatch(REQUEST_ID);

    const again = await post(admin, placed.id, 'cancel', { reason: 'Twice over' });
    expect(again.status).toBe(409);
    expect(again.json!.error.message).toBe('This order is already cancelled');
    expect(await variantStock(t, variantId)).toBe(before);
    expect(await auditRowsOf(t, placed.id)).toHaveLength(1);
  });

  it('refuses support, a missing or short reason, and leaves the order as it was', async () => {
    const placed = await placeGuestOrder(t, productId);
    const bySupport = await post(support, placed.id, 'cancel', { reason: 'Customer called' });
    expect(bySupport.status).toBe(403);
    expect(bySupport.json!.error.message).toBe('Only an admin can cancel an order');
    for (const [body, message] of [
      [{}, 'Enter why the order is cancelled'],
      [{ reason: ' x ' }, 'The reason must be at least 3 characters'],
      [{ reason: 'y'.repeat(501) }, 'Keep the reason under 500 characters'],
    ] as const) {
      const res = await post(admin, placed.id, 'cancel', body);
      expect(res.status).toBe(400);
      expect(res.json!.error.message).toBe(message);
    }
    expect((await detail(placed.id)).status).toBe('pending');
    expect(await auditRowsOf(t, placed.id)).toEqual([]);
  });
});

describe('POST /api/admin/orders/:id/notes', () => {
  it('lets support and admin add internal notes, named and audited', async () => {
    const placed = await placeGuestOrder(t, productId);
    const first = await post(support, placed.id, 'notes', { text: '  Customer asked to ring twice  ' });
    expect(first.status).toBe(201);
    await post(admin, placed.id, 'notes', { text: 'Called back, all fine' });
    const { notes } = await detail(placed.id);
    expect(notes.map((n: { text: string; authorUserId: string }) => [n.text, n.authorUserId])).toEqual([
      ['Customer asked to ring twice', supportUserId],
      ['Called back, all fine', await adminId()],
    ]);
    expect(notes[1].authorName).toBe('Sam Whitaker');
    const audit = await auditRowsOf(t, placed.id);
    expect(audit.map((a) => [a.action, a.actor_role, a.details])).toEqual([
      ['order.note', 'support', { text: 'Customer asked to ring twice' }],
      ['order.note', 'admin', { text: 'Called back, all fine' }],
    ]);
    expect(audit[0]!.after).toEqual({ noteId: notes[0].id });
  });

  it('refuses an empty or overlong note and a missing order', async () => {
    const placed = await placeGuestOrder(t, productId);
    for (const [text, message] of [
      ['   ', 'Write the note'],
      ['z'.repeat(2001), 'Keep the note under 2,000 characters'],
    ] as const) {
      const res = await post(support, placed.id, 'notes', { text });
      expect(res.status).toBe(400);
      expect(res.json!.error.message).toBe(message);
    }
    const missing = await post(admin, '00000000-0000-4000-8000-000000000000', 'notes', { text: 'Hello' });
    expect(missing.status).toBe(404);
    expect(await auditRowsOf(t, placed.id)).toEqual([]);
  });
});
