import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyticsEvents, clientErrors } from '#server/db/schema/telemetry.ts';
import { HEALTH_DB_TIMEOUT_MS } from '#server/app.ts';
import { createTestApp, ORIGIN, client } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();

const event = (name = 'product_view') => ({
  name,
  properties: { product_id: 'x' },
  timestamp: new Date().toISOString(),
  pageUrl: '/product/x',
});

describe('http basics', () => {
  it('answers health with the database status', async () => {
    const res = await client(t.app).call('/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
    const head = await client(t.app).call('/api/health', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.json).toBeNull();
  });

  it('sends a strict CSP and the other security headers', async () => {
    const res = await client(t.app).call('/api/products/featured');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const res = await client(t.app).call('/api/nope');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    expect((await client(t.app).call('/api/auth/sign-up/email', { method: 'POST', body: {} })).status).toBe(
      404,
    );
  });

  it('refuses malformed JSON with 400, another content type with 415, a huge body with 413', async () => {
    const c = client(t.app);
    const malformed = await c.call('/api/session/sign-in', {
      method: 'POST',
      raw: '{"email": "a@b.c",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({
      error: { code: 'malformed_json', message: 'The request body is not valid JSON' },
    });
    const form = await c.call('/api/session/sign-in', {
      method: 'POST',
      raw: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const huge = await c.call('/api/session/sign-up', {
      method: 'POST',
      raw: JSON.stringify({ fullName: 'x'.repeat(200_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect(huge.json!.error.code).toBe('payload_too_large');
  });

  it('refuses writes from another site', async () => {
    const c = client(t.app);
    const foreign = await c.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: 'customer@demo.nymnyc.test', password: 'Demo-pass-2024' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json!.error.code).toBe('bad_origin');
    const crossSite = await c.call('/api/analytics', {
      method: 'POST',
      body: { events: [event()] },
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const own = await c.call('/api/analytics', {
      method: 'POST',
      body: { events: [event()] },
      headers: { origin: ORIGIN },
    });
    expect(own.status).toBe(204);
  });

  it("takes neither the request's Host nor its scheme as the store's own origin", async () => {
    const forged = await t.app.request('http://evil.example/api/analytics', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ events: [event()] }),
    });
    expect(forged.status).toBe(403);
    const behindTls = await createTestApp({ PUBLIC_URL: 'https://shop.example.test' });
    try {
      // A TLS proxy forwards http:// to the app: the page's https origin is the only one trusted.
      const post = (origin: string) =>
        behindTls.app.request('http://shop.example.test/api/analytics', {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ events: [event()] }),
        });
      expect((await post('http://shop.example.test')).status).toBe(403);
      expect((await post('https://shop.example.test')).status).toBe(204);
    } finally {
      await behindTls.close();
    }
  });
});

describe('analytics and client errors intake', () => {
  it('stores the events the spec names and refuses others', async () => {
    const c = client(t.app);
    const before = await t.db.$count(analyticsEvents);
    const ok = await c.call('/api/analytics', {
      method: 'POST',
      body: { events: [event('add_to_cart'), event('Checkout Started'), event('search')] },
    });
    expect(ok.status).toBe(204);
    expect(await t.db.$count(analyticsEvents)).toBe(before + 3);
    const bad = await c.call('/api/analytics', {
      method: 'POST',
      body: { events: [event('hack_the_planet')] },
    });
    expect(bad.status).toBe(400);
    const empty = await c.call('/api/analytics', { method: 'POST', body: { events: [] } });
    expect(empty.status).toBe(400);
    expect(await t.db.$count(analyticsEvents)).toBe(before + 3);
  });

  it("stores the sign-up prompt's events with their properties", async () => {
    const c = client(t.app);
    const prompt = [
      {
        ...event('signup_popup_shown'),
        properties: { trigger: 'time', path: '/faq', visitor_id: 'v-prompt' },
      },
      { ...event('signup_popup_dismissed'), properties: { how: 'escape', visitor_id: 'v-prompt' } },
      { ...event('signup_popup_converted'), properties: { visitor_id: 'v-prompt' } },
    ];
    expect((await c.call('/api/analytics', { method: 'POST', body: { events: prompt } })).status).toBe(204);
    const rows = await t.db
      .select({ name: analyticsEvents.name, properties: analyticsEvents.properties })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.pageUrl, prompt[0]!.pageUrl))
      .orderBy(analyticsEvents.id);
    expect(rows.filter((r) => r.properties.visitor_id === 'v-prompt')).toEqual(
      prompt.map(({ name, properties }) => ({ name, properties })),
    );
  });

  it('stores client errors and limits their size', async () => {
    const c = client(t.app);
    const error = {
      type: 'error',
      message: 'Boom',
      stack: 'Error: Boom\n  at x',
      timestamp: new Date().toISOString(),
      url: 'http://localhost:3000/',
    };
    expect((await c.call('/api/client-errors', { method: 'POST', body: { errors: [error] } })).status).toBe(
      204,
    );
    expect(await t.db.$count(clientErrors)).toBeGreaterThanOrEqual(1);
    const long = await c.call('/api/client-errors', {
      method: 'POST',
      body: { errors: [{ ...error, message: 'x'.repeat(2001) }] },
    });
    expect(long.status).toBe(400);
    const huge = await c.call('/api/client-errors', {
      method: 'POST',
      body: { errors: [{ ...error, stack: 'y'.repeat(40_000) }] },
    });
    expect(huge.status).toBe(413);
  });

  it('keeps which app a client error came from, and refuses an unknown one', async () => {
    const c = client(t.app);
    const error = {
      type: 'error',
      message: 'Admin boom',
      timestamp: new Date().toISOString(),
      url: '/admin/x',
    };
    const sent = await c.call('/api/client-errors', {
      method: 'POST',
      body: { errors: [{ ...error, area: 'admin' }] },
    });
    expect(sent.status).toBe(204);
    const [row] = await t.db
      .select({ area: clientErrors.area })
      .from(clientErrors)
      .where(eq(clientErrors.message, 'Admin boom'));
    expect(row?.area).toBe('admin');
    const bad = await c.call('/api/client-errors', {
      method: 'POST',
      body: { errors: [{ ...error, area: 'moon' }] },
    });
    expect(bad.status).toBe(400);
  });

  it('rate-limits client-error intake', async () => {
    const c = client(t.app);
    const body = { errors: [{ type: 'info', message: 'hi', timestamp: new Date().toISOString(), url: '/' }] };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await c.call('/api/client-errors', { method: 'POST', body })).status);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('health when the database is gone', () => {
  it('answers 503', async () => {
    const other = await createTestApp();
    await other.close();
    const res = await client(other.app).call('/api/health');
    expect(res.status).toBe(503);
  });

  it('answers 503 when the database does not answer within the time it is given, instead of hanging', async () => {
    const stuck = await createTestApp();
    const ping = stuck.database.ping;
    stuck.database.ping = () => new Promise(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answered = false;
      const answer = Promise.resolve(stuck.app.request(`${ORIGIN}/api/health`)).then((res) => {
        answered = true;
        return res;
      });
      await vi.advanceTimersByTimeAsync(HEALTH_DB_TIMEOUT_MS - 1);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const res = await answer;
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: { code: 'unavailable', message: 'Service temporarily unavailable' },
      });
    } finally {
      vi.useRealTimers();
      stuck.database.ping = ping;
      await stuck.close();
    }
  });
});
