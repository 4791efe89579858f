import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DeliveryResponseSchema } from '#domain/couriers/courier-responses.ts';
import { courierTopic, type RealtimeEvent } from '#domain/realtime.ts';
import {
  auditRowsOf,
  placeGuestOrder,
  staffClients,
  stockedProduct,
} from '#server/test-support/admin-orders.ts';
import { courierClient, courierOf } from '#server/test-support/couriers.ts';
import { client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const NOON = new Date('2026-11-23T17:00:00Z');
const DEV_TOKEN = 'test-dev-token-0123456789abcdef';
const t = useTestApp({ DEV_TOKEN }, { now: () => NOON });
type Client = ReturnType<typeof client>;
let admin: Client;
let support: Client;
let productId: string;
beforeAll(async () => {
  ({ admin, support } = await staffClients(t));
  ({ productId } = await stockedProduct(t));
});

const write = (as: Client, orderId: string, text: unknown) =>
  as.call(`/api/admin/orders/${orderId}/courier-note`, { method: 'PUT', body: { text } });

/** A signed-in customer's order, ready at the shop and taken by a new courier. */
async function takenOrder() {
  const customer = await signedInClient(t.app);
  await customer.call('/api/cart/items', {
    method: 'POST',
    body: { productId, selectedWeight: 'unit', quantity: 1 },
  });
  const order = await placeGuestOrder(t, productId, { items: undefined }, 1, customer);
  const moved = await client(t.app).call(`/api/dev/orders/${order.orderNumber}/advance`, {
    method: 'POST',
    body: { to: 'ready' },
    headers: { 'x-dev-token': DEV_TOKEN },
  });
  expect(moved.status, JSON.stringify(moved.json)).toBe(200);
  const courier = await courierClient(t);
  const accepted = await courier.call(`/api/courier/orders/${order.id}/accept`, { method: 'POST', body: {} });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  return { order, customer, courier };
}

const deliveryOf = async (courier: Client, orderId: string) => {
  const res = await courier.call(`/api/courier/orders/${orderId}`);
  expect(res.status).toBe(200);
  return DeliveryResponseSchema.parse(res.json).delivery;
};

describe('PUT /api/admin/orders/:id/courier-note', () => {
  it('staff write a note: audited, on the courier topic at once, in the courier delivery, never the customer', async () => {
    const { order, customer, courier } = await takenOrder();
    const { id: courierId } = await courierOf(t, courier.userId);
    const seen: RealtimeEvent[] = [];
    const stop = t.services.bus.subscribe(courierTopic(courierId), (e) => seen.push(e));

    const res = await write(support, order.id, '  Side door, ring twice  ');
    stop();
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json!.order.courierNote).toMatchObject({
      text: 'Side door, ring twice',
      at: NOON.toISOString(),
    });
    expect(res.json!.order.courierNote.authorName).toEqual(expect.any(String));
    expect(seen).toContainEqual({ kind: 'delivery.note', orderId: order.id, at: NOON.toISOString() });

    expect((await deliveryOf(courier, order.id)).staffNote).toEqual({
      text: 'Side door, ring twice',
      at: NOON.toISOString(),
    });
    const manifest = await courier.call('/api/courier/manifest');
    expect(JSON.stringify(manifest.json)).toContain('Side door, ring twice');

    const audit = (await auditRowsOf(t, order.id)).filter((r) => r.action.startsWith('order.courier_note'));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.courier_note',
        actor_role: 'support',
        before: { courierNote: null },
        after: { courierNote: 'Side door, ring twice' },
      }),
    ]);

    for (const path of [`/api/orders/${order.id}`, '/api/orders', '/api/orders/active']) {
      const body = await customer.call(path);
      expect(body.status, path).toBe(200);
      expect(JSON.stringify(body.json), path).not.toContain('Side door');
    }
    const tracking = await client(t.app).call(`/api/track/${order.trackingCode}`);
    expect(JSON.stringify(tracking.json)).not.toContain('Side door');
  });

  it('a new note replaces the last one and an empty one removes it, each audited', async () => {
    const { order, courier } = await takenOrder();
    expect((await write(admin, order.id, 'Call the customer')).status).toBe(200);
    expect((await write(admin, order.id, 'Side door')).status).toBe(200);
    expect((await deliveryOf(courier, order.id)).staffNote?.text).toBe('Side door');
    const cleared = await write(admin, order.id, '   ');
    expect(cleared.json!.order.courierNote).toBeNull();
    expect((await deliveryOf(courier, order.id)).staffNote).toBeNull();
    const [row] = await sqlRows<{ courier_note: string | null; courier_note_by: string | null }>(
      t.db,
      sql`select courier_note, courier_note_by from orders where id = ${order.id}`,
    );
    expect(row).toEqual({ courier_note: null, courier_note_by: null });
    const actions = (await auditRowsOf(t, order.id))
      .map((r) => r.action)
      .filter((a) => a.includes('courier_note'));
    expect(actions).toEqual(['order.courier_note', 'order.courier_note', 'order.courier_note.clear']);
  });

  it('refuses a note over 280 characters or without text, and an unknown order', async () => {
    const { order } = await takenOrder();
    const long = await write(admin, order.id, 'x'.repeat(281));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.json)).toContain('Keep the note to the courier under 280 characters');
    expect((await write(admin, order.id, 42)).status).toBe(400);
    expect(
      (await admin.call(`/api/admin/orders/${order.id}/courier-note`, { method: 'PUT', body: {} })).status,
    ).toBe(400);
    expect((await write(admin, '00000000-0000-4000-8000-000000000000', 'Side door')).status).toBe(404);
    expect((await write(admin, order.id, 'x'.repeat(280))).status).toBe(200);
  });

  it('is refused to customers, couriers and the signed out; another courier never reads it', async () => {
    const { order, customer, courier } = await takenOrder();
    expect((await write(customer, order.id, 'Side door')).status).toBe(403);
    expect((await write(courier, order.id, 'Side door')).status).toBe(403);
    expect((await write(client(t.app), order.id, 'Side door')).status).toBe(401);
    expect((await write(admin, order.id, 'Side door')).status).toBe(200);
    const other = await courierClient(t);
    expect((await other.call(`/api/courier/orders/${order.id}`)).status).toBe(404);
    expect(JSON.stringify((await other.call('/api/courier/manifest')).json)).not.toContain('Side door');
    expect(JSON.stringify((await other.call('/api/courier/orders/available')).json)).not.toContain(
      'Side door',
    );
  });
});
