import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COURIER_MESSAGES } from '#domain/couriers/schemas.ts';
import { courierClient, courierOf, PIN } from '#server/test-support/couriers.ts';
import { client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

let clock = new Date('2026-11-23T17:00:00Z');
const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));

const t = useTestApp({}, { now: () => clock });

describe('courier access', () => {
  it('refuses anonymous callers with "Not authenticated" and customers with the courier refusal', async () => {
    const anonymous = await client(t.app).call('/api/courier/pin', { method: 'POST', body: { pin: PIN } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json!.error.message).toBe('Not authenticated');
    const customer = await signedInClient(t.app);
    const me = await customer.call('/api/courier/me');
    expect(me.status).toBe(403);
    expect(me.json!.error.message).toBe(COURIER_MESSAGES.notCourier);
    for (const [method, path] of [
      ['POST', '/api/courier/location'],
      ['POST', '/api/courier/online'],
      ['GET', '/api/courier/orders/available'],
    ] as const) {
      const res = await customer.call(path, {
        method,
        body: method === 'POST' ? { lat: 40.7, lng: -73.9, isOnline: true } : undefined,
      });
      expect(res.status, path).toBe(403);
    }
  });

  it('sets a PIN once as an argon2id hash, never returned, and refuses malformed PINs', async () => {
    const c = await courierClient(t, { pin: null });
    const before = (await c.call('/api/courier/me')).json!.courier;
    expect(before.pin).toMatchObject({ isSet: false, unlocked: false });
    expect((await c.call('/api/courier/orders/available')).status).toBe(423);

    for (const bad of ['123', '1234567', 'abcd', '12 34']) {
      const res = await c.call('/api/courier/pin', { method: 'POST', body: { pin: bad } });
      expect(res.status).toBe(400);
      expect(res.json!.error.message).toBe('PIN must be 4 to 6 digits');
    }
    const set = await c.call('/api/courier/pin', { method: 'POST', body: { pin: PIN } });
    expect(set.status).toBe(200);
    expect(set.json!.courier.pin).toMatchObject({ isSet: true, unlocked: true });
    expect(JSON.stringify(set.json)).not.toMatch(/argon2|pin_?hash/i);
    expect((await courierOf(t, c.userId)).pin_hash).toMatch(/^\$argon2id\$/);
    expect((await courierOf(t, c.userId)).pin_hash).not.toContain(Buffer.from(PIN).toString('base64'));

    const again = await c.call('/api/courier/pin', { method: 'POST', body: { pin: '1111' } });
    expect(again.status).toBe(409);
    expect((await c.call('/api/courier/orders/available')).status).toBe(200);
  });

  it('locks PIN entry after 5 wrong PINs for 15 minutes, with an audit entry, then lets the right PIN in', async () => {
    const c = await courierClient(t);
    await c.call('/api/courier/lock', { method: 'POST' });
    expect((await c.call('/api/courier/manifest')).status).toBe(423);

    const statuses: number[] = [];
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await c.call('/api/courier/pin/verify', { method: 'POST', body: { pin: '000000' } });
      statuses.push(res.status);
      messages.push(res.json!.error.message);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(messages[0]).toBe('Wrong PIN. 4 attempts left.');
    expect(messages[4]).toBe('Too many wrong PINs. Try again in 15 minutes.');

    const right = await c.call('/api/courier/pin/verify', { method: 'POST', body: { pin: PIN } });
    expect(right.status).toBe(429);
    const { id } = await courierOf(t, c.userId);
    const audit = await sqlRows<{ action: string }>(
      t.db,
      sql`select action from audit_logs where target_type = 'courier' and target_id = ${id} and action = 'courier.pin_locked'`,
    );
    expect(audit).toHaveLength(1);

    tick(15 * 60_000 + 1000);
    const later = await c.call('/api/courier/pin/verify', { method: 'POST', body: { pin: PIN } });
    expect(later.status).toBe(200);
    expect(later.json!.courier.pin.unlocked).toBe(true);
    expect((await c.call('/api/courier/manifest')).status).toBe(200);
  });

  it('counts parallel guesses one after another: the right PIN among 20 never gets past the fifth failure', async () => {
    const c = await courierClient(t);
    await c.call('/api/courier/lock', { method: 'POST' });
    const guesses = [...Array.from({ length: 19 }, (_, i) => String(100000 + i)), PIN];
    const answers = await Promise.all(
      guesses.map((pin) => c.call('/api/courier/pin/verify', { method: 'POST', body: { pin } })),
    );
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    // Serialised, a success can only come within the first five tries, and resets the count; whatever the order,
    // the wrong guesses after it lock entry again, and nothing else succeeds.
    expect(count(200)).toBeLessThanOrEqual(1);
    // No success: exactly four wrong answers before the lock. A success after k ≤ 4 wrong ones: k + 4.
    expect(count(401)).toBeGreaterThanOrEqual(4);
    expect(count(401)).toBeLessThanOrEqual(count(200) === 1 ? 8 : 4);
    expect(count(429)).toBe(20 - count(200) - count(401));
    const after = await c.call('/api/courier/pin/verify', { method: 'POST', body: { pin: PIN } });
    expect(after.status).toBe(429);
    const { id } = await courierOf(t, c.userId);
    const [row] = await sqlRows<{ locked: boolean }>(
      t.db,
      sql`select pin_locked_until > ${clock.toISOString()}::timestamptz as locked from couriers where id = ${id}`,
    );
    expect(row!.locked).toBe(true);
  });

  it('locks a session idle for 30 minutes, and a PIN older than 30 days counts as not set up', async () => {
    const c = await courierClient(t);
    expect((await c.call('/api/courier/manifest')).status).toBe(200);
    tick(29 * 60_000);
    expect((await c.call('/api/courier/manifest')).status).toBe(200);
    tick(31 * 60_000);
    const idle = await c.call('/api/courier/manifest');
    expect(idle.status).toBe(423);
    expect(idle.json!.error.message).toBe(COURIER_MESSAGES.pinLocked);

    tick(31 * 86_400_000);
    const me = (await c.call('/api/courier/me')).json!.courier;
    expect(me.pin.isSet).toBe(false);
    const stale = await c.call('/api/courier/pin/verify', { method: 'POST', body: { pin: PIN } });
    expect(stale.status).toBe(423);
    expect((await c.call('/api/courier/pin', { method: 'POST', body: { pin: '5555' } })).status).toBe(200);
  });

  it('a second session of the same courier starts locked', async () => {
    const c = await courierClient(t);
    const email = (await c.call('/api/session')).json!.user.email as string;
    const phone = client(t.app);
    const signIn = await phone.call('/api/session/sign-in', {
      method: 'POST',
      body: { email, password: 'Harbor-lights-42' },
    });
    expect(signIn.status).toBe(200);
    expect((await phone.call('/api/courier/me')).json!.courier.pin).toMatchObject({
      isSet: true,
      unlocked: false,
    });
    expect((await phone.call('/api/courier/manifest')).status).toBe(423);
  });
});

describe('courier applications', () => {
  const application = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Rae Jordan',
    email: `rae.${Date.now()}@example.test`,
    phone: '9175550123',
    borough: 'Queens',
    vehicleType: 'bike',
    birthDate: '1995-03-02',
    experience: 'Two years of food delivery in Astoria.',
    ...overrides,
  });

  it('stores an application, refuses a duplicate and anyone under 21', async () => {
    const body = application();
    const first = await client(t.app).call('/api/courier-applications', { method: 'POST', body });
    expect(first.status).toBe(201);
    expect(first.json!.message).toBe(COURIER_MESSAGES.applicationReceived);
    const dup = await client(t.app).call('/api/courier-applications', {
      method: 'POST',
      body: { ...body, email: body.email.toUpperCase(), phone: '9175550999' },
    });
    expect(dup.status).toBe(409);
    expect(dup.json!.error.message).toBe(COURIER_MESSAGES.duplicateApplication);
    const young = await client(t.app).call('/api/courier-applications', {
      method: 'POST',
      body: application({ email: 'young@example.test', phone: '9175550888', birthDate: '2006-01-01' }),
    });
    expect(young.status).toBe(422);
    expect(young.json!.error.message).toBe('Couriers must be 21 or older');
    const rows = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from courier_applications where email = ${body.email.toLowerCase()} or email = 'young@example.test'`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
