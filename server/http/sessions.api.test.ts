import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { SESSIONS_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import {
  createTestApp,
  client,
  newCustomer,
  signUpAndSignIn,
  sqlRows,
} from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const COOKIE = 'nym.session_token';

const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

type Client = ReturnType<typeof client>;

async function signedUp() {
  const c = client(t.app);
  const body = newCustomer();
  const res = await signUpAndSignIn(c, body);
  const { user } = (await c.call('/api/session')).json! as { user: { id: string } };
  return { c, userId: user.id, email: body.email, password: body.password, cookies: res.cookies };
}

const signIn = (c: Client, email: string, password: string) =>
  c.call('/api/session/sign-in', { method: 'POST', body: { email, password } });

/** The cookie's attributes, names lower-cased: `{ httponly: '', samesite: 'Lax', path: '/' }`. */
function attributes(setCookie: string) {
  const [, ...parts] = setCookie.split(';').map((p) => p.trim());
  return Object.fromEntries(
    parts.map((p) => {
      const [k, ...v] = p.split('=');
      return [k!.toLowerCase(), v.join('=')];
    }),
  );
}

const sessionCookie = (setCookies: string[], name = COOKIE) =>
  setCookies.find((c) => c.startsWith(`${name}=`));
const valueOf = (setCookie: string | undefined) => setCookie?.split(';')[0]!.split('=').slice(1).join('=');

/** A request carrying exactly this session cookie value (a replay from another machine). */
const withCookie = (value: string, path: string) =>
  client(t.app).call(path, { headers: { cookie: `${COOKIE}=${value}` } });

const sessionRows = async (userId: string) =>
  (
    await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from sessions where user_id = ${userId}`)
  )[0]!.n;

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure over http, at sign-in and sign-out', async () => {
    const { c, email, password, cookies: atFirstSignIn } = await signedUp();
    const atSignIn = (await signIn(c, email, password)).cookies;
    const atSignOut = (await c.call('/api/session/sign-out', { method: 'POST' })).cookies;
    for (const set of [atFirstSignIn, atSignIn, atSignOut]) {
      const cookie = sessionCookie(set);
      expect(cookie).toBeDefined();
      const a = attributes(cookie!);
      expect(a).toHaveProperty('httponly');
      expect(a.samesite?.toLowerCase()).toMatch(/^(lax|strict)$/);
      expect(a.path).toBe('/');
      expect(a).not.toHaveProperty('secure');
    }
  });

  it('is Secure, with the __Secure- prefix, when PUBLIC_URL is https', async () => {
    const origin = 'https://shop.example.test';
    const https = await createTestApp({ PUBLIC_URL: origin, RATE_LIMIT_ENABLED: 'false' });
    try {
      const body = newCustomer();
      const post = (path: string, data: unknown) =>
        https.app.request(`${origin}${path}`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': '198.18.0.1' },
          body: JSON.stringify(data),
        });
      expect((await post('/api/session/sign-up', body)).status).toBe(201);
      const res = await post('/api/session/sign-in', { email: body.email, password: body.password });
      expect(res.status).toBe(200);
      const cookie = sessionCookie(res.headers.getSetCookie(), `__Secure-${COOKIE}`);
      expect(cookie).toBeDefined();
      const a = attributes(cookie!);
      expect(a).toHaveProperty('secure');
      expect(a).toHaveProperty('httponly');
      expect(a.samesite?.toLowerCase()).toMatch(/^(lax|strict)$/);
      expect(a.path).toBe('/');
      const me = await https.app.request(`${origin}/api/session`, {
        headers: { cookie: cookie!.split(';')[0]! },
      });
      expect(((await me.json()) as { user: unknown }).user).not.toBeNull();
    } finally {
      await https.close();
    }
  });
});

describe('sign-in rotates the session', () => {
  it("replaces a cookie planted before sign-in; the planted session stays the attacker's", async () => {
    const attacker = await signedUp();
    const planted = attacker.c.jar.get(COOKIE)!;
    const victim = await signedUp();
    await victim.c.call('/api/session/sign-out', { method: 'POST' });
    victim.c.jar.set(COOKIE, planted);

    const res = await signIn(victim.c, victim.email, victim.password);
    expect(res.status).toBe(200);
    const issued = valueOf(sessionCookie(res.cookies));
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    expect((await withCookie(issued!, '/api/session')).json!.user.id).toBe(victim.userId);
    expect((await withCookie(planted, '/api/session')).json!.user.id).toBe(attacker.userId);
  });

  it('gives a new token at every sign-in, each its own session row', async () => {
    const { c, userId, email, password } = await signedUp();
    const first = valueOf(sessionCookie((await signIn(c, email, password)).cookies));
    const second = valueOf(sessionCookie((await signIn(c, email, password)).cookies));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await sessionRows(userId)).toBe(3);
  });

  it('issues nothing for a forged cookie: it is simply anonymous', async () => {
    const res = await withCookie('forged-token.forged-signature', '/api/session');
    expect(res.json!.user).toBeNull();
    expect((await withCookie('forged-token.forged-signature', '/api/account')).status).toBe(401);
  });

  it("refuses a real token under a signature that is not the store's", async () => {
    const { c } = await signedUp();
    const [token] = decodeURIComponent(c.jar.get(COOKIE)!).split('.');
    const otherKey = encodeURIComponent(`${token}.${Buffer.alloc(32, 7).toString('base64')}`);
    expect((await withCookie(otherKey, '/api/session')).json!.user).toBeNull();
    expect((await withCookie(encodeURIComponent(token!), '/api/account')).status).toBe(401);
    expect((await withCookie(c.jar.get(COOKIE)!, '/api/account')).status).toBe(200);
  });

  it('counts an expired session for nothing, even with a good signature', async () => {
    const { c, userId } = await signedUp();
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${userId}`,
    );
    expect((await c.call('/api/session')).json!.user).toBeNull();
    expect((await c.call('/api/account')).status).toBe(401);
  });

  it('extends a session used more than a day after its last extension, as better-auth does', async () => {
    const { c, userId } = await signedUp();
    const expiry = async () =>
      (
        await sqlRows<{ at: string }>(
          t.db,
          sql`select expires_at::text as at from sessions where user_id = ${userId}`,
        )
      )[0]!.at;
    await t.db.execute(
      sql`update sessions set expires_at = now() + interval '28 days' where user_id = ${userId}`,
    );
    const before = await expiry();
    expect((await c.call('/api/account')).status).toBe(200);
    const after = await expiry();
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime() + 24 * 3600 * 1000);
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old cookie replayed afterwards is anonymous', async () => {
    const { c, userId, email, password } = await signedUp();
    const otherDevice = client(t.app);
    await signIn(otherDevice, email, password);
    const old = c.jar.get(COOKIE)!;

    const res = await c.call('/api/session/sign-out', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(attributes(sessionCookie(res.cookies)!)['max-age']).toBe('0');
    expect((await withCookie(old, '/api/session')).json!.user).toBeNull();
    expect((await withCookie(old, '/api/account')).status).toBe(401);
    expect((await withCookie(old, '/api/cart')).status).toBe(401);
    // Only this device signed out.
    expect(await sessionRows(userId)).toBe(1);
    expect((await otherDevice.call('/api/account')).status).toBe(200);
  });

  it("tells the realtime hub which session ended, so that session's sockets close", async () => {
    const { c, userId } = await signedUp();
    const [row] = await sqlRows<{ id: string }>(t.db, sql`select id from sessions where user_id = ${userId}`);
    const events: RealtimeEvent[] = [];
    const stop = t.services.bus.subscribe(SESSIONS_TOPIC, (event) => events.push(event));
    await c.call('/api/session/sign-out', { method: 'POST' });
    // Signing out again, now anonymous, ends nothing.
    await c.call('/api/session/sign-out', { method: 'POST' });
    stop();
    expect(events).toEqual([
      { kind: 'sessions.ended', userId, sessionId: row!.id, at: expect.any(String) as string },
    ]);
  });
});

describe('a blocked user', () => {
  it('loses every session at once: the next request on each device is anonymous', async () => {
    const { c, userId, email, password } = await signedUp();
    const phone = client(t.app);
    await signIn(phone, email, password);
    const [admin] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from users where email = 'admin@demo.nymnyc.test'`,
    );
    expect((await c.call('/api/account')).status).toBe(200);

    await t.services.users.accounts.block(userId, 'Chargeback fraud', admin!.id);

    for (const device of [c, phone]) {
      expect((await device.call('/api/session')).json!.user).toBeNull();
      expect((await device.call('/api/account')).status).toBe(401);
      expect((await device.call('/api/cart')).status).toBe(401);
    }
    expect(await sessionRows(userId)).toBe(0);
  });

  it('is anonymous even when a session row survives the block', async () => {
    const { c, userId } = await signedUp();
    await t.db.execute(
      sql`update users set blocked_at = now(), blocked_reason = 'test' where id = ${userId}`,
    );
    expect(await sessionRows(userId)).toBe(1);
    expect((await c.call('/api/session')).json!.user).toBeNull();
    expect((await c.call('/api/account')).status).toBe(401);
    expect((await c.call('/api/courier/me')).status).toBe(401);
    // The realtime hub resolves its subscribers through the same look-up.
    expect(await t.services.users.accounts.sessionUser(userId)).toBeNull();
  });
});

describe('the cost of a session', () => {
  it('anonymous requests skip the database; a signed-in one reads its session, user and roles in one query', async () => {
    const { c } = await signedUp();
    const anonymous = client(t.app);
    await anonymous.call('/api/products');
    const driver = (t.database.pglite ?? t.database.pool) as unknown as { query: (q: unknown) => unknown };
    const spy = vi.spyOn(driver, 'query');
    try {
      await anonymous.call('/api/products');
      await anonymous.call('/api/session');
      await anonymous.call('/api/account');
      expect(spy).not.toHaveBeenCalled();

      await c.call('/api/products');
      const statements = spy.mock.calls.map(([q]) =>
        String(typeof q === 'string' ? q : (q as { text: string }).text),
      );
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/from "sessions" inner join "users" .* left join "user_roles"/);
    } finally {
      spy.mockRestore();
    }
  });
});
