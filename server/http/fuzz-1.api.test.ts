import { describe, expect, it } from 'vitest';
import { NOON, fuzzRoutes } from '#server/test-support/fuzz/fuzz-routes.ts';
import { client } from '#server/test-support/test-app.ts';

// Routes 1, 4, 7 … of the fuzzing (see fuzz-routes.ts; fuzz-2 and fuzz-3 take the others), then the inputs it found.
const { t, world } = await fuzzRoutes(1, 3);

describe('inputs the fuzzer found, kept as plain regressions', () => {
  const json = (code: string) => ({ error: expect.objectContaining({ code }) });

  it('refuses text holding U+0000 (PostgreSQL cannot store it) with 400 or 404, never 500', async () => {
    const c = client(t.app);
    expect((await c.call('/api/blog/a%00b')).status).toBe(404);
    const event = { name: 'page_view', properties: {}, timestamp: NOON.toISOString(), pageUrl: 'a\u0000b' };
    const analytics = await c.call('/api/analytics', { method: 'POST', body: { events: [event] } });
    expect(analytics.status).toBe(400);
    expect(analytics.json).toEqual(json('validation_error'));
    const advance = await c.call('/api/dev/orders/%00/advance', {
      method: 'POST',
      body: {},
      headers: { 'x-dev-token': world.devToken },
    });
    expect(advance.status).toBe(404);
  });

  it('refuses a lone surrogate (not text; jsonb refuses it) with 400, never 500', async () => {
    const c = client(t.app);
    const event = {
      name: 'product_view',
      properties: { product_id: '\ud800' },
      timestamp: NOON.toISOString(),
      pageUrl: '/',
    };
    const analytics = await c.call('/api/analytics', { method: 'POST', body: { events: [event] } });
    expect(analytics.status).toBe(400);
    expect(analytics.json).toEqual({
      error: expect.objectContaining({ code: 'validation_error', message: 'Text must be valid Unicode' }),
    });
    // A surrogate pair is a real character and stays welcome.
    const emoji = { ...event, properties: { product_id: '\ud83c\udf3f' } };
    const accepted = await c.call('/api/analytics', { method: 'POST', body: { events: [emoji] } });
    expect(accepted.status).toBe(204);
  });

  it('answers the e-mail confirmation link in the JSON error shape and never redirects off-site', async () => {
    const c = client(t.app);
    for (const path of ['/api/auth/verify-email', '/api/auth/verify-email?token=abc']) {
      const res = await c.call(path);
      expect(res.status, path).toBe(400);
      expect(res.json).toEqual(json('invalid_link'));
    }
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example']) {
      const res = await c.call(`/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(target)}`);
      expect(res.status, target).toBe(400);
      expect(res.json).toEqual(json('invalid_callback'));
    }
    // A bad link is refused, not redirected, even with a callbackURL on this site.
    const own = await c.call('/api/auth/verify-email?token=abc&callbackURL=/');
    expect(own.status).toBe(400);
    expect(own.json).toEqual(json('invalid_link'));
  });
});
