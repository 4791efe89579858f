import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AdminOrderResponseSchema } from '#domain/admin/order-detail.ts';
import { courierClient } from '#server/test-support/couriers.ts';
import { DANA_ID, doorSteps, HANDOVER, SIGNATURE, scannedId } from '#server/test-support/door-checks.ts';
import { guestOrder } from '#server/test-support/live-delivery.ts';
import { placeGuestOrder } from '#server/test-support/admin-orders.ts';
import { demoClient } from '#server/test-support/staff.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// What the door keeps: verdicts and a keyed hash, never the ID's data; the proof of delivery and its retention job;
// the one-ID-many-customers risk signal. The checks' refusals: door-checks.api.test.ts.

let clock = new Date('2026-11-23T17:00:00Z');
const DEV_TOKEN = 'test-dev-token-0123456789abcdef';
const DAY_MS = 86_400_000;
const t = useTestApp({ DEV_TOKEN }, { now: () => clock });
const { atTheDoor, checksOf } = doorSteps(t, DEV_TOKEN);

describe('what is kept', () => {
  it('keeps the verdict, the jurisdiction and a keyed hash: never the ID number, name, birth date or expiry', async () => {
    const courier = await courierClient(t);
    const order = await atTheDoor(courier);
    const id = scannedId(
      { first: 'Dana', last: 'Whitfield' },
      { idNumber: '987-654-321', birthDate: '1987-03-09', expiryDate: '2031-07-19' },
    );
    expect((await order.check(id)).status).toBe(200);
    const [row] = await checksOf(order.id);
    const stored = JSON.stringify(row);
    for (const secret of ['987654321', '987-654-321', '1987-03-09', '2031-07-19', 'Whitfield', 'Dana']) {
      expect(stored).not.toContain(secret);
    }
    expect(row).toMatchObject({
      jurisdiction: 'NY',
      method: 'scanned',
      of_age: true,
      expiry_valid: true,
      name_matched: true,
    });
    const holderKey = String(row!.holder_key);
    expect(holderKey).toMatch(/^[0-9a-f]{64}$/);
    // Keyed: not the plain hash anyone could compute from the number, and different under another secret.
    expect(holderKey).not.toBe(createHmac('sha256', '').update('NY:987654321').digest('hex'));
    // One card however it is written: the same key.
    const again = await atTheDoor(courier);
    await again.check(scannedId({ first: 'Dana', last: 'Whitfield' }, { idNumber: '987 654 321' }));
    expect((await checksOf(again.id))[0]!.holder_key).toBe(holderKey);
  });

  it('keeps the signature and where and when the hand-over happened, until the retention job deletes the signature', async () => {
    const courier = await courierClient(t);
    const order = await atTheDoor(courier);
    await order.check(DANA_ID);
    const unsigned = await order.handOver({ paymentMethod: 'cash', paymentCollected: true });
    expect(unsigned.status).toBe(400);
    const badPath = await order.handOver({ ...HANDOVER, signature: { ...SIGNATURE, path: '<script>' } });
    expect(badPath.status).toBe(400);
    const position = { lat: 40.6925, lng: -73.9903, accuracy: 8 };
    expect((await order.handOver({ ...HANDOVER, position })).status).toBe(200);

    const admin = await demoClient(t, 'admin@demo.nymnyc.test');
    const detail = async () =>
      AdminOrderResponseSchema.parse((await admin.call(`/api/admin/orders/${order.id}`)).json).order;
    const before = await detail();
    expect(before.door.checks).toEqual([
      expect.objectContaining({ method: 'scanned', passed: true, jurisdiction: 'NY' }),
    ]);
    expect(before.door.proof).toMatchObject({
      handedOverAt: clock.toISOString(),
      position: { lat: 40.6925, lng: -73.9903, accuracyM: 8 },
      signature: SIGNATURE,
      signatureDeletedAt: null,
    });
    // The check is in the order's timeline (the events' times are the database's, the check's this test's clock).
    expect(before.timeline).toContainEqual(
      expect.objectContaining({
        status: 'in_transit',
        actorRole: 'courier',
        note: 'ID scanned (NY): passed',
      }),
    );
    expect(before.timeline).toContainEqual(
      expect.objectContaining({ status: 'delivered', note: 'Paid by cash · ID scanned' }),
    );

    // The compliance report's door-check row says how the ID was checked and that the signature is kept.
    const ageRows = async () =>
      (await admin.call('/api/admin/age-verification?kind=id_check&limit=100&from=2026-11-01&to=2026-12-31'))
        .json!.rows as {
        orderId: string;
        method: string | null;
        signed: boolean | null;
      }[];
    expect((await ageRows()).find((r) => r.orderId === order.id)).toMatchObject({
      method: 'scanned',
      signed: true,
    });
    const retention = (await admin.call('/api/admin/settings')).json!.settings
      .signatureRetentionDays as number;
    expect(retention).toBe(180);
    clock = new Date(clock.getTime() + (retention - 1) * DAY_MS);
    expect(await t.services.couriers.doorChecks.purgeSignatures()).toBe(0);
    clock = new Date(clock.getTime() + 2 * DAY_MS);
    expect(await t.services.couriers.doorChecks.purgeSignatures()).toBeGreaterThanOrEqual(1);
    const after = await detail();
    expect(after.door.proof).toMatchObject({ signature: null, signatureDeletedAt: clock.toISOString() });
    expect(after.door.checks).toHaveLength(1);
    expect((await ageRows()).find((r) => r.orderId === order.id)).toMatchObject({
      method: 'scanned',
      signed: false,
    });
  });

  it('feeds one ID shown for many customers to the risk score of their next order', async () => {
    const courier = await courierClient(t);
    const card = scannedId(
      { first: 'Dana', last: 'Whitfield' },
      { idNumber: 'D1234567', jurisdiction: 'NJ' },
    );
    const emails = [1, 2, 3].map((i) => `shared.id.${i}.${Date.now()}@example.test`);
    for (const email of emails) {
      const order = await atTheDoor(courier, email);
      expect((await order.check(card)).status).toBe(200);
      expect((await order.handOver()).status).toBe(200);
    }
    const next = await guestOrder(t.app, DEV_TOKEN, 'ready', undefined, emails[0]);
    const [risk] = await sqlRows<{ risk_reasons: { rule: string; text: string }[] }>(
      t.db,
      sql`select risk_reasons from orders where id = ${next.id}`,
    );
    // Three e-mails here; guests who share the test guest's phone are this customer too, so maybe more.
    const reason = risk!.risk_reasons.find((r) => r.rule === 'one_id_many_customers');
    expect(reason?.text).toMatch(
      /^An ID shown at this customer's door was shown for ([3-9]|\d\d) customers in 180 days \(at least 3\)$/,
    );
    // Another customer (another e-mail and phone) is not touched by it.
    const [line] = await sqlRows<{ product_id: string }>(
      t.db,
      sql`select product_id from order_items where order_id = ${next.id}`,
    );
    const fresh = await placeGuestOrder(t, line!.product_id);
    const [calm] = await sqlRows<{ risk_reasons: { rule: string }[] }>(
      t.db,
      sql`select risk_reasons from orders where id = ${fresh.id}`,
    );
    expect(calm!.risk_reasons.map((r) => r.rule)).not.toContain('one_id_many_customers');
  });
});
