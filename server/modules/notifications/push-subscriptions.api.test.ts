import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '#domain/push.schemas.ts';
import { fakeBrowser } from '#server/test-support/push-service.ts';
import { client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { MAX_PUSH_SUBSCRIPTIONS } from './push-subscriptions.service.ts';
import { PUSH_WRITE_LIMIT } from './push.routes.ts';

const t = useTestApp();

type Client = ReturnType<typeof client>;
let n = 0;
const endpoint = () => `https://push.example.test/send/${(n += 1)}-${Date.now()}`;
const subscribe = (c: Client, body: unknown) => c.call('/api/push/subscriptions', { method: 'POST', body });
const unsubscribe = (c: Client, body: unknown) =>
  c.call('/api/push/subscriptions', { method: 'DELETE', body });
const rowOf = async (where: string) =>
  (
    await sqlRows<{ user_id: string; p256dh: string; auth: string; user_agent: string | null }>(
      t.db,
      sql`select user_id, p256dh, auth, user_agent from push_subscriptions where endpoint = ${where}`,
    )
  )[0] ?? null;
/** The same x with another y: no longer a point on the curve. */
const offCurve = (p256dh: string) => {
  const point = Buffer.from(p256dh, 'base64url');
  point[64] = (point[64]! + 1) % 256;
  return point.toString('base64url');
};
const userIdOf = async (c: Client) => ((await c.call('/api/session')).json!.user as { id: string }).id;
const countOf = async (userId: string) =>
  (
    await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from push_subscriptions where user_id = ${userId}`,
    )
  )[0]!.n;

describe('the public key', () => {
  it('is open to anyone: the VAPID key browsers subscribe with', async () => {
    const res = await client(t.app).call('/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ publicKey: t.services.env.vapid.publicKey });
  });
});

describe('subscribing a browser', () => {
  it('stores the subscription for the signed-in customer, with the browser named; again is no second row', async () => {
    const c = await signedInClient(t.app);
    const at = endpoint();
    const browser = fakeBrowser();
    const headers = { 'user-agent': 'Mozilla/5.0 (Test) Chrome/140' };
    const res = await c.call('/api/push/subscriptions', {
      method: 'POST',
      body: browser.subscription(at),
      headers,
    });
    expect(res.status).toBe(204);
    expect(await rowOf(at)).toEqual({
      user_id: await userIdOf(c),
      ...browser.keys,
      user_agent: headers['user-agent'],
    });
    expect((await subscribe(c, browser.subscription(at))).status).toBe(204);
    const renewed = fakeBrowser();
    expect((await subscribe(c, renewed.subscription(at))).status).toBe(204);
    expect(await rowOf(at)).toMatchObject(renewed.keys);
    expect(await countOf(await userIdOf(c))).toBe(1);
  });

  it('asks guests to sign in, and leaves staff-only accounts out', async () => {
    const guest = client(t.app);
    const body = fakeBrowser().subscription(endpoint());
    for (const res of [await subscribe(guest, body), await unsubscribe(guest, { endpoint: body.endpoint })]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue' } });
    }
    const support = await signedInClient(t.app);
    await t.db.execute(
      sql`update user_roles set role = 'support' where user_id = ${await userIdOf(support)}`,
    );
    const refused = await subscribe(support, body);
    expect(refused.status).toBe(403);
    expect(refused.json!.error.message).toBe('Order alerts are for customer accounts');
    expect(await rowOf(body.endpoint)).toBeNull();
  });

  it('refuses what is not a browser subscription, saying what is wrong', async () => {
    const c = await signedInClient(t.app);
    const { keys } = fakeBrowser();
    const cases: [unknown, string][] = [
      [{ endpoint: 'http://push.example.test/x', keys }, PUSH_MESSAGES.endpoint],
      [{ endpoint: 'https://10.0.0.1/x', keys }, PUSH_MESSAGES.endpoint],
      [{ endpoint: `https://push.example.test/${'x'.repeat(1000)}`, keys }, PUSH_MESSAGES.endpointLength],
      [{ endpoint: endpoint(), keys: { ...keys, p256dh: 'BAAA' } }, PUSH_MESSAGES.p256dh],
      [{ endpoint: endpoint(), keys: { ...keys, p256dh: `B${'A'.repeat(86)}` } }, PUSH_MESSAGES.p256dhPoint],
      [{ endpoint: endpoint(), keys: { ...keys, p256dh: offCurve(keys.p256dh) } }, PUSH_MESSAGES.p256dhPoint],
      [{ endpoint: endpoint(), keys: { ...keys, auth: 'not base64!' } }, PUSH_MESSAGES.auth],
      [{ endpoint: endpoint() }, 'keys must hold p256dh and auth'],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe(c, body);
      expect(res.status, message).toBe(400);
      expect(res.json!.error).toMatchObject({ code: 'validation_error', message });
    }
    const malformed = await c.call('/api/push/subscriptions', {
      method: 'POST',
      raw: '{"endpoint":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const text = await c.call('/api/push/subscriptions', {
      method: 'POST',
      raw: 'endpoint=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(await countOf(await userIdOf(c))).toBe(0);
  });

  it(`keeps the ${MAX_PUSH_SUBSCRIPTIONS} newest browsers of an account`, async () => {
    const c = await signedInClient(t.app);
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS; i++) {
      endpoints.push(endpoint());
      expect((await subscribe(c, fakeBrowser().subscription(endpoints[i]!))).status).toBe(204);
    }
    expect(await countOf(await userIdOf(c))).toBe(MAX_PUSH_SUBSCRIPTIONS);
    expect(await rowOf(endpoints[0]!)).toBeNull();
    expect(await rowOf(endpoints.at(-1)!)).not.toBeNull();
  });

  it('is rate-limited per account, as the other customer writes are', async () => {
    const c = await signedInClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i <= PUSH_WRITE_LIMIT.max; i++) {
      statuses.push((await unsubscribe(c, { endpoint: `https://push.example.test/none/${i}` })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("someone else's subscription", () => {
  it('cannot be deleted by another customer', async () => {
    const owner = await signedInClient(t.app);
    const other = await signedInClient(t.app);
    const at = endpoint();
    await subscribe(owner, fakeBrowser().subscription(at));
    const res = await unsubscribe(other, { endpoint: at });
    expect(res.status).toBe(404);
    expect(res.json!.error.message).toBe('No such subscription on this account');
    expect(await rowOf(at)).toMatchObject({ user_id: await userIdOf(owner) });
    expect((await unsubscribe(owner, { endpoint: at })).status).toBe(204);
    expect(await rowOf(at)).toBeNull();
  });

  it('cannot be taken over with other keys: the alerts keep going to the browser that owns it', async () => {
    const owner = await signedInClient(t.app);
    const thief = await signedInClient(t.app);
    const at = endpoint();
    const browser = fakeBrowser();
    await subscribe(owner, browser.subscription(at));
    const res = await subscribe(thief, fakeBrowser().subscription(at));
    expect(res.status).toBe(409);
    expect(res.json!.error).toEqual({
      code: 'push_endpoint_taken',
      message: 'This push endpoint belongs to another browser',
    });
    expect(await rowOf(at)).toMatchObject({ user_id: await userIdOf(owner), ...browser.keys });
  });

  it('moves with its browser to the account signed in there now (a shared device)', async () => {
    const first = await signedInClient(t.app);
    const second = await signedInClient(t.app);
    const at = endpoint();
    const browser = fakeBrowser();
    await subscribe(first, browser.subscription(at));
    expect((await subscribe(second, browser.subscription(at))).status).toBe(204);
    expect(await rowOf(at)).toMatchObject({ user_id: await userIdOf(second) });
    expect((await unsubscribe(first, { endpoint: at })).status).toBe(404);
    expect((await unsubscribe(second, { endpoint: at })).status).toBe(204);
  });
});
