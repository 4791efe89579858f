import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Product } from '#domain/catalog.ts';
import { COURIER_MESSAGES } from '#domain/couriers/schemas.ts';
import { orderTopic, type RealtimeEvent } from '#domain/realtime.ts';
import { courierClient, courierOf } from '#server/test-support/couriers.ts';
import { client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { BROOKLYN_GUEST } from '#server/test-support/guests.ts';
import { DANA_ID, HANDOVER, scannedId } from '#server/test-support/door-checks.ts';
import { ID_CHECK_MESSAGES } from '#domain/id-check/messages.ts';
import { TrackingResponseSchema } from '#domain/orders/tracking-response.ts';
import { AvailableOrdersResponseSchema } from '#domain/couriers/courier-responses.ts';
import { placeOfZip } from '#domain/compliance/zip-places.ts';
import { tripEstimate } from '#domain/couriers/trip.ts';

let clock = new Date('2026-11-23T17:00:00Z');
const tick = (ms = 1500) => (clock = new Date(clock.getTime() + ms));
const DEV_TOKEN = 'test-dev-token-0123456789abcdef';

const t = useTestApp({ DEV_TOKEN }, { now: () => clock });
let product: Product;
beforeAll(async () => {
  const { products } = (await client(t.app).call('/api/products')).json! as { products: Product[] };
  const unitStock = (p: Product) => p.variants.find((v) => v.label === 'unit')?.stock ?? 0;
  product = products.filter((p) => unitStock(p) > 0).sort((a, b) => unitStock(b) - unitStock(a))[0]!;
});

let n = 0;
async function readyOrder(email = `guest.${(n += 1)}.${Date.now()}@example.test`) {
  const res = await client(t.app).call('/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': `courier-test-${n}-${Date.now()}` },
    body: {
      ...BROOKLYN_GUEST,
      email,
      items: [{ productId: product.id, selectedWeight: 'unit', quantity: 1 }],
    },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.json));
  const order = res.json!.order as { id: string; orderNumber: string; trackingCode: string };
  const moved = await client(t.app).call(`/api/dev/orders/${order.orderNumber}/advance`, {
    method: 'POST',
    body: { to: 'ready' },
    headers: { 'x-dev-token': DEV_TOKEN },
  });
  if (moved.status !== 200) throw new Error(JSON.stringify(moved.json));
  return order;
}

const setSubtotal = (orderId: string, cents: number) =>
  t.db.execute(sql`update orders set subtotal_cents = ${cents} where id = ${orderId}`);
const stock = async () =>
  (
    await sqlRows<{ stock: number }>(
      t.db,
      sql`select stock from product_variants where product_id = ${product.id} and label = 'unit'`,
    )
  )[0]!.stock;
const post = (c: { call: ReturnType<typeof client>['call'] }, path: string, body: unknown = {}) =>
  c.call(path, { method: 'POST', body });

describe('taking orders', () => {
  it('20 couriers accept one order at once: exactly one wins, the others hear "Order already taken"', async () => {
    const order = await readyOrder();
    const couriers = await Promise.all(Array.from({ length: 20 }, () => courierClient(t)));
    const results = await Promise.all(couriers.map((c) => post(c, `/api/courier/orders/${order.id}/accept`)));
    const wins = results.filter((r) => r.status === 200);
    expect(wins).toHaveLength(1);
    for (const lost of results.filter((r) => r.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.json!.error.message).toBe(COURIER_MESSAGES.orderTaken);
    }
    const [row] = await sqlRows<{ courier_user_id: string }>(
      t.db,
      sql`select courier_user_id from orders where id = ${order.id}`,
    );
    expect(couriers.map((c) => c.userId)).toContain(row!.courier_user_id);
  });

  it('holds a bike courier to $5,000 of goods: exactly $5,000 is fine, one cent more is refused', async () => {
    const c = await courierClient(t, { vehicle: 'bike' });
    const first = await readyOrder();
    const second = await readyOrder();
    const third = await readyOrder();
    await setSubtotal(first.id, 400_000);
    await setSubtotal(second.id, 100_000);
    await setSubtotal(third.id, 1);
    expect((await post(c, `/api/courier/orders/${first.id}/accept`)).status).toBe(200);
    expect((await post(c, `/api/courier/orders/${second.id}/accept`)).status).toBe(200);
    const over = await post(c, `/api/courier/orders/${third.id}/accept`);
    expect(over.status).toBe(422);
    expect(over.json!.error.message).toContain('$5,000');
    const manifest = (await c.call('/api/courier/manifest')).json!;
    expect(manifest.heldValueCents).toBe(500_000);
    expect(manifest.carryLimitCents).toBe(500_000);
    expect(manifest.deliveries.map((d: { id: string }) => d.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('a car may carry $20,000', async () => {
    const c = await courierClient(t, { vehicle: 'car' });
    const order = await readyOrder();
    await setSubtotal(order.id, 1_999_999);
    expect((await post(c, `/api/courier/orders/${order.id}/accept`)).status).toBe(200);
  });

  it('an offer carries the shop-to-door trip for the courier vehicle, and still no address', async () => {
    const c = await courierClient(t, { vehicle: 'bike' });
    const order = await readyOrder();
    const res = AvailableOrdersResponseSchema.parse((await c.call('/api/courier/orders/available')).json);
    const offer = res.orders.find((o) => o.id === order.id)!;
    const [row] = await sqlRows<{
      lat: number;
      lng: number;
      dlat: number | null;
      dlng: number | null;
      zip: string;
    }>(
      t.db,
      sql`select m.lat::float8 as lat, m.lng::float8 as lng, o.dropoff_lat::float8 as dlat,
            o.dropoff_lng::float8 as dlng, o.zip
          from orders o join merchants m on m.id = o.merchant_id where o.id = ${order.id}`,
    );
    const door =
      row!.dlat !== null && row!.dlng !== null ? { lat: row!.dlat, lng: row!.dlng } : placeOfZip(row!.zip)!;
    const expected = tripEstimate({ lat: row!.lat, lng: row!.lng }, door, 'bike');
    expect(offer.trip).toEqual(expected);
    expect(offer.trip!.minutes).toBeGreaterThan(0);
    expect(JSON.stringify(offer)).not.toContain(BROOKLYN_GUEST.street);
  });

  it('an offline courier cannot take orders', async () => {
    const c = await courierClient(t, { online: false });
    const order = await readyOrder();
    const res = await post(c, `/api/courier/orders/${order.id}/accept`);
    expect(res.status).toBe(409);
    expect(res.json!.error.message).toBe('Go online to take orders');
  });
});

describe('what couriers and customers may see and do', () => {
  it("no courier reads, moves or sees another courier's orders, position or PIN hash", async () => {
    const a = await courierClient(t);
    const b = await courierClient(t);
    const order = await readyOrder();
    await post(a, `/api/courier/orders/${order.id}/accept`);
    for (const path of ['pickup', 'arrived', 'restock']) {
      expect((await post(b, `/api/courier/orders/${order.id}/${path}`)).status, path).toBe(404);
    }
    expect((await b.call(`/api/courier/orders/${order.id}`)).status).toBe(404);
    const manifest = await b.call('/api/courier/manifest');
    expect(manifest.json!.deliveries).toEqual([]);
    for (const path of [
      '/api/courier/me',
      '/api/courier/manifest',
      '/api/courier/orders/available',
      '/api/courier/history',
      '/api/courier/earnings',
    ]) {
      const body = JSON.stringify((await a.call(path)).json);
      expect(body, path).not.toMatch(/argon2|pin_?hash/i);
    }
    const available = (await b.call('/api/courier/orders/available')).json!.orders as { id: string }[];
    expect(available.map((o) => o.id)).not.toContain(order.id);
  });

  it('a courier reads its own order in full and changes its own profile', async () => {
    const c = await courierClient(t);
    const order = await readyOrder();
    await post(c, `/api/courier/orders/${order.id}/accept`);
    const read = await c.call(`/api/courier/orders/${order.id}`);
    expect(read.status).toBe(200);
    expect(read.json!.delivery.id).toBe(order.id);
    expect(read.json!.delivery.dropoff.recipient).not.toBe('');
    // When the line's variant is on a batch with a certificate, the delivery card links it.
    const key = 'library/00000000-0000-4000-8000-00000000c0a1/document.pdf';
    const [media] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into media_assets (kind, file_name, mime, byte_size, sha256, storage_key)
          values ('document', 'coa.pdf', 'application/pdf', 10, 'x', ${key}) returning id`,
    );
    const [variant] = await sqlRows<{ lab: string; batch: string }>(
      t.db,
      sql`select v.lab_result_id as lab, l.batch_number as batch from product_variants v
          join lab_results l on l.id = v.lab_result_id where v.product_id = ${product.id} and v.label = 'unit'`,
    );
    await t.db.execute(
      sql`update lab_results set certificate_media_id = ${media!.id} where id = ${variant!.lab}`,
    );
    const card = (await c.call(`/api/courier/orders/${order.id}`)).json!.delivery;
    expect(card.items[0]).toMatchObject({ batchNumber: variant!.batch, certificateUrl: `/media/${key}` });
    await t.db.execute(sql`update lab_results set certificate_media_id = null where id = ${variant!.lab}`);

    const profile = await c.call('/api/courier/profile', {
      method: 'PATCH',
      body: { fullName: 'Riley Moss', phone: '(347) 555-0111', vehicleType: 'car' },
    });
    expect(profile.status).toBe(200);
    expect(profile.json!.courier).toMatchObject({ fullName: 'Riley Moss', vehicleType: 'car' });
  });

  it('a customer cannot post locations or move an order', async () => {
    const customer = await signedInClient(t.app);
    const order = await readyOrder();
    expect((await post(customer, '/api/courier/location', { lat: 40.7, lng: -73.99 })).status).toBe(403);
    for (const path of ['accept', 'pickup', 'arrived']) {
      expect((await post(customer, `/api/courier/orders/${order.id}/${path}`)).status, path).toBe(403);
    }
    const handover = await post(customer, `/api/courier/orders/${order.id}/handover`, HANDOVER);
    expect(handover.status).toBe(403);
    expect((await post(customer, `/api/courier/orders/${order.id}/id-check`, DANA_ID)).status).toBe(403);
  });
});

describe('delivering', () => {
  it('pickup, live positions to the tracking page, hand-over refused under 21, then delivered with one earnings row', async () => {
    const c = await courierClient(t, { vehicle: 'bike' });
    const order = await readyOrder();
    const seen: RealtimeEvent[] = [];
    const stop = t.services.bus.subscribe(orderTopic(order.id), (e) => seen.push(e));

    expect((await post(c, '/api/courier/location', { lat: 40.6925, lng: -73.9903 })).status).toBe(200);
    expect((await post(c, `/api/courier/orders/${order.id}/accept`)).status).toBe(200);
    let tracking = (await client(t.app).call(`/api/track/${order.trackingCode}`)).json!.order;
    expect(tracking.progress.assignedAt).not.toBeNull();
    expect(tracking.progress.courier).toBeNull();

    const picked = await post(c, `/api/courier/orders/${order.id}/pickup`);
    expect(picked.status).toBe(200);
    expect(picked.json!.delivery.status).toBe('in_transit');
    tick();
    expect((await post(c, '/api/courier/location', { lat: 40.6901, lng: -73.9921 })).status).toBe(200);
    expect((await post(c, '/api/courier/location', { lat: 40.6902, lng: -73.9921 })).status).toBe(429);
    const inTransit = (await client(t.app).call(`/api/track/${order.trackingCode}`)).json!;
    // The tracking contract, with the courier's position in it.
    expect(() => TrackingResponseSchema.parse(inTransit)).not.toThrow();
    tracking = inTransit.order;
    expect(tracking.status).toBe('in_transit');
    expect(tracking.progress.courier).toMatchObject({ lat: 40.6901, lng: -73.9921, vehicleType: 'bike' });
    expect(tracking.progress.courier.etaMinutes).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(tracking)).not.toContain('12 Court Street');
    await new Promise((r) => setTimeout(r, 50));
    const positions = seen.filter((e) => e.kind === 'courier.position');
    expect(positions.at(-1)).toMatchObject({ lat: 40.6901, lng: -73.9921 });

    expect((await post(c, `/api/courier/orders/${order.id}/arrived`)).status).toBe(200);
    // Payment without the ID check is no hand-over: the ID at the door comes first.
    const unchecked = await post(c, `/api/courier/orders/${order.id}/handover`, HANDOVER);
    expect(unchecked.status).toBe(409);
    expect(unchecked.json!.error.message).toBe(ID_CHECK_MESSAGES.notChecked);
    const young = await post(
      c,
      `/api/courier/orders/${order.id}/id-check`,
      scannedId({ first: 'Dana', last: 'Whitfield' }, { birthDate: '2006-01-01' }),
    );
    expect(young.status).toBe(422);
    expect(young.json!.error.message).toBe(COURIER_MESSAGES.under21);
    // The refused check stands: no hand-over on it.
    expect((await post(c, `/api/courier/orders/${order.id}/handover`, HANDOVER)).status).toBe(409);
    const still = await sqlRows<{ status: string }>(
      t.db,
      sql`select status from orders where id = ${order.id}`,
    );
    expect(still[0]!.status).toBe('in_transit');

    expect((await post(c, `/api/courier/orders/${order.id}/id-check`, DANA_ID)).status).toBe(200);
    const handover = HANDOVER;
    const [one, two] = await Promise.all([
      post(c, `/api/courier/orders/${order.id}/handover`, handover),
      post(c, `/api/courier/orders/${order.id}/handover`, handover),
    ]);
    expect([one.status, two.status]).toContain(200);
    expect((await post(c, `/api/courier/orders/${order.id}/handover`, handover)).status).toBe(200);
    const { id: courierId } = await courierOf(t, c.userId);
    const earnings = await sqlRows<{ total_cents: number; subtotal_cents: number }>(
      t.db,
      sql`select total_cents, subtotal_cents from courier_earnings where order_id = ${order.id}`,
    );
    expect(earnings).toHaveLength(1);
    expect(earnings[0]!.total_cents).toBe(Math.round(earnings[0]!.subtotal_cents * 0.3));
    const view = (await c.call('/api/courier/earnings')).json!;
    expect(view.allTimeCents).toBe(earnings[0]!.total_cents);
    expect(view.deliveries.today).toBe(1);
    expect(courierId).toBeTruthy();

    tracking = (await client(t.app).call(`/api/track/${order.trackingCode}`)).json!.order;
    expect(tracking.status).toBe('delivered');
    expect(tracking.progress.courier).toBeNull();
    expect((await c.call('/api/courier/manifest')).json!.deliveries).toEqual([]);
    const history = (await c.call('/api/courier/history')).json!.items;
    expect(history[0]).toMatchObject({ orderId: order.id, status: 'delivered' });
    stop();
  });

  it('a failed ID check returns the order; its stock goes back once it is back at the shop', async () => {
    const c = await courierClient(t);
    const order = await readyOrder();
    await post(c, `/api/courier/orders/${order.id}/accept`);
    await post(c, `/api/courier/orders/${order.id}/pickup`);
    const before = await stock();
    const res = await post(c, `/api/courier/orders/${order.id}/return`, {
      reason: 'under_21',
      note: 'ID says 2007',
    });
    expect(res.status).toBe(200);
    expect(await stock()).toBe(before);
    expect((await c.call('/api/courier/manifest')).json!.deliveries.map((d: { id: string }) => d.id)).toEqual(
      [order.id],
    );
    expect((await post(c, `/api/courier/orders/${order.id}/restock`)).status).toBe(200);
    expect((await post(c, `/api/courier/orders/${order.id}/restock`)).status).toBe(200);
    expect(await stock()).toBe(before + 1);
    expect((await c.call('/api/courier/manifest')).json!.deliveries).toEqual([]);
    const history = (await c.call('/api/courier/history')).json!.items;
    expect(history[0]).toMatchObject({ status: 'returned', returnReason: 'Recipient is under 21' });
  });

  it('refuses positions that are not coordinates', async () => {
    const c = await courierClient(t);
    for (const body of [{ lat: 91, lng: 0 }, { lat: 'x', lng: 0 }, { lat: 40 }, { lat: 40, lng: -200 }]) {
      expect((await post(c, '/api/courier/location', body)).status).toBe(400);
    }
  });

  it('texts a member who wants all updates when a driver is assigned, picks up (with the ETA), and reminds of the ID check', async () => {
    const member = await signedInClient(t.app);
    const { user } = (await member.call('/api/session')).json! as { user: { id: string } };
    await member.call('/api/cart/items', {
      method: 'POST',
      body: { productId: product.id, selectedWeight: 'unit', quantity: 1 },
    });
    const placed = await member.call('/api/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': `courier-member-${Date.now()}` },
      body: {
        fullName: 'Quinn Harper',
        email: `quinn.${Date.now()}@example.test`,
        phone: '6465550177',
        birthDate: '1991-07-07',
        street: '80 Jay Street',
        apartment: '',
        zip: '11201',
        residential: true,
        deliveryTime: 'asap',
        paymentMethod: 'debit',
        ageAttested: true,
      },
    });
    expect(placed.status).toBe(201);
    const order = placed.json!.order as { id: string; orderNumber: string };
    await client(t.app).call(`/api/dev/orders/${order.orderNumber}/advance`, {
      method: 'POST',
      body: { to: 'ready' },
      headers: { 'x-dev-token': DEV_TOKEN },
    });
    const c = await courierClient(t);
    tick();
    await post(c, '/api/courier/location', { lat: 40.7, lng: -73.99 });
    await post(c, `/api/courier/orders/${order.id}/accept`);
    await post(c, `/api/courier/orders/${order.id}/pickup`);
    await post(c, `/api/courier/orders/${order.id}/arrived`);
    const texts = await sqlRows<{ template: string; body: string }>(
      t.db,
      sql`select template, body from notifications_outbox where user_id = ${user.id} and channel = 'sms' order by id`,
    );
    expect(texts.map((m) => m.template)).toEqual([
      'order-confirmed',
      'order-driver_assigned',
      'order-picked_up',
      'order-eta',
    ]);
    expect(texts.find((m) => m.template === 'order-eta')!.body).toMatch(/arrives in about \d+ minutes?/);
    for (const m of texts)
      expect(m.body.toLowerCase()).toContain('valid id required at delivery, must be 21+');
  });
});
