import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IdCheckResponseSchema } from '#domain/couriers/courier-responses.ts';
import { ID_CHECK_MESSAGES, nameMismatchMessage } from '#domain/id-check/messages.ts';
import { courierClient } from '#server/test-support/couriers.ts';
import { DANA_ID, doorSteps, scannedId } from '#server/test-support/door-checks.ts';
import { guestOrder } from '#server/test-support/live-delivery.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// The ID check at the door: every refusal in words, the override and its audit row, the typed fallback, the strict
// body. What is kept of it, the proof of delivery and the reuse signal: door-records.api.test.ts.

const clock = new Date('2026-11-23T17:00:00Z');
const DEV_TOKEN = 'test-dev-token-0123456789abcdef';
const t = useTestApp({ DEV_TOKEN }, { now: () => clock });
const { post, atTheDoor, checksOf } = doorSteps(t, DEV_TOKEN);
const statusOf = async (orderId: string) =>
  (await sqlRows<{ status: string }>(t.db, sql`select status from orders where id = ${orderId}`))[0]!.status;

describe('the ID check at the door', () => {
  it('refuses an under-21 ID and an expired one in words, records each verdict, and hands over on neither', async () => {
    const courier = await courierClient(t);
    const order = await atTheDoor(courier);
    const young = await order.check(
      scannedId({ first: 'Dana', last: 'Whitfield' }, { birthDate: '2006-01-01' }),
    );
    expect(young.status).toBe(422);
    expect(young.json!.error).toMatchObject({
      code: 'recipient_under_21',
      message: ID_CHECK_MESSAGES.under21,
    });
    const expired = await order.check(
      scannedId({ first: 'Dana', last: 'Whitfield' }, { expiryDate: '2026-11-22' }),
    );
    expect(expired.status).toBe(422);
    expect(expired.json!.error).toMatchObject({ code: 'id_expired', message: ID_CHECK_MESSAGES.expired });
    // Expiring today in New York is still valid today.
    expect(
      (await order.check(scannedId({ first: 'Dana', last: 'Whitfield' }, { expiryDate: '2026-11-23' })))
        .status,
    ).toBe(200);
    const rows = await checksOf(order.id);
    expect(rows.map((r) => [r.of_age, r.expiry_valid, r.passed])).toEqual([
      [false, true, false],
      [true, false, false],
      [true, true, true],
    ]);
    // A refused check after a passed one stands: the latest check decides.
    await order.check(scannedId({ first: 'Dana', last: 'Whitfield' }, { birthDate: '2008-05-05' }));
    const refused = await order.handOver();
    expect(refused.status).toBe(409);
    expect(refused.json!.error.message).toBe(ID_CHECK_MESSAGES.notChecked);
    expect(await statusOf(order.id)).toBe('in_transit');
  });

  it('refuses a name that is not the recipient unless the courier confirms the holder with a reason (audited)', async () => {
    const courier = await courierClient(t);
    const order = await atTheDoor(courier);
    const stranger = scannedId({ first: 'Morgan', last: 'Reyes' });
    const mismatch = await order.check(stranger);
    expect(mismatch.status).toBe(422);
    expect(mismatch.json!.error).toMatchObject({
      code: 'name_mismatch',
      message: nameMismatchMessage('Dana Whitfield'),
    });
    expect((await order.handOver()).status).toBe(409);

    const short = await order.check({ ...stranger, override: { reason: 'ok' } });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.json)).toContain(ID_CHECK_MESSAGES.overrideReason);

    // An override never rescues an under-21 or expired ID.
    const youngOverride = await order.check({
      ...scannedId({ first: 'Morgan', last: 'Reyes' }, { birthDate: '2007-01-01' }),
      override: { reason: 'Married name, showed the marriage certificate' },
    });
    expect(youngOverride.status).toBe(422);
    expect(youngOverride.json!.error.code).toBe('recipient_under_21');

    const reason = 'Married name on the ID; she showed the order e-mail on her phone';
    const confirmed = await order.check({ ...stranger, override: { reason } });
    expect(confirmed.status).toBe(200);
    const { check } = IdCheckResponseSchema.parse(confirmed.json);
    expect(check).toMatchObject({ passed: true, nameMatched: false, overridden: true, method: 'scanned' });
    const audit = await sqlRows<{ action: string; actor_user_id: string; details: { reason: string } }>(
      t.db,
      sql`select action, actor_user_id, details from audit_logs where target_id = ${order.id} and action = 'door_check.override'`,
    );
    expect(audit).toEqual([
      {
        action: 'door_check.override',
        actor_user_id: courier.userId,
        details: expect.objectContaining({ reason }),
      },
    ]);
    expect((await order.handOver()).status).toBe(200);
    expect(await statusOf(order.id)).toBe('delivered');
  });

  it('matches names across case, accents, middle names and hyphens, and accepts the typed fallback', async () => {
    const courier = await courierClient(t);
    const order = await atTheDoor(courier);
    const tolerant = await order.check(scannedId({ first: 'DÁNA', middle: 'MARIE', last: 'WHITFIELD' }));
    expect(tolerant.status).toBe(200);
    expect(tolerant.json!.check).toMatchObject({ nameMatched: true, overridden: false });

    const typed = await atTheDoor(courier);
    const missing = await typed.check({
      id: { method: 'typed', birthDate: '1988-02-14', expiryDate: '2030-01-01' },
    });
    expect(missing.status).toBe(400);
    const byHand = await typed.check({
      id: {
        method: 'typed',
        birthDate: '1988-02-14',
        expiryDate: '2030-01-01',
        nameMatches: true,
        fallback: 'failed_scans',
      },
    });
    expect(byHand.status).toBe(200);
    expect(byHand.json!.check).toMatchObject({ method: 'typed', passed: true, jurisdiction: null });
    const [row] = await checksOf(typed.id);
    expect(row).toMatchObject({
      method: 'typed',
      fallback: 'failed_scans',
      holder_key: null,
      jurisdiction: null,
    });
    const typedMismatch = await typed.check({
      id: {
        method: 'typed',
        birthDate: '1988-02-14',
        expiryDate: '2030-01-01',
        nameMatches: false,
        fallback: 'damaged_barcode',
      },
    });
    expect(typedMismatch.json!.error.code).toBe('name_mismatch');
    // The manifest carries the latest check: the app resumes the hand-over from it after a reload.
    const manifest = await courier.call('/api/courier/manifest');
    const delivery = manifest.json!.deliveries.find((d: { id: string }) => d.id === typed.id);
    expect(delivery.idCheck).toMatchObject({ passed: false, method: 'typed', nameMatched: false });
  });

  it('refuses bodies that carry more than the fields (an image, the barcode text) and checks only its own orders', async () => {
    const courier = await courierClient(t);
    const order = await atTheDoor(courier);
    const withImage = await order.check({ ...DANA_ID, image: 'data:image/png;base64,AAAA' });
    expect(withImage.status).toBe(400);
    const withBarcode = await order.check({ id: { ...DANA_ID.id, barcode: '@\nANSI 636001...' } });
    expect(withBarcode.status).toBe(400);
    const other = await courierClient(t);
    expect((await post(other, `/api/courier/orders/${order.id}/id-check`, DANA_ID)).status).toBe(404);
    expect((await checksOf(order.id)).length).toBe(0);
    const notYet = await guestOrder(t.app, DEV_TOKEN, 'ready');
    await post(courier, `/api/courier/orders/${notYet.id}/accept`);
    const early = await post(courier, `/api/courier/orders/${notYet.id}/id-check`, DANA_ID);
    expect(early.status).toBe(409);
  });
});
