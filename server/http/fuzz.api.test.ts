import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { snapshotter } from '#server/test-support/fuzz/db-snapshot.ts';
import { fuzzIdentities } from '#server/test-support/fuzz/identities.ts';
import { refusalChecker } from '#server/test-support/fuzz/refusals.ts';
import { requestsFor, type Endpoint, type FuzzRequest } from '#server/test-support/fuzz/requests.ts';
import { describe as describeRequest, problemWith, send } from '#server/test-support/fuzz/responses.ts';
import { validBodies } from '#server/test-support/fuzz/samples.ts';
import { fakeWebDist } from '#server/test-support/fuzz/web-dist.ts';
import { buildWorld, endpointsOf, refreshWorld } from '#server/test-support/fuzz/world.ts';
import { client, createTestApp } from '#server/test-support/test-app.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const TOTAL = Number(process.env.FUZZ_RUNS ?? 10_500);
console.log(`fuzz seed: ${SEED} — replay with FUZZ_SEED=${SEED}`);

/** Refusals recorded on purpose: the fifth wrong PIN locks PIN entry and leaves an audit entry. */
const REFUSALS_THAT_WRITE: Record<string, string[]> = {
  'POST /api/courier/pin/verify': ['audit_logs'],
  'POST /api/courier/pin/change': ['audit_logs'],
  // The compliance log records each refusal under a New York rule (and only that), with its per-day counts.
  'POST /api/session/sign-up': ['compliance_refusals', 'compliance_refusal_days'],
  'POST /api/checkout': ['compliance_refusals', 'compliance_refusal_days'],
  'POST /api/courier-applications': ['compliance_refusals', 'compliance_refusal_days'],
  'POST /api/courier/orders/:id/accept': ['compliance_refusals', 'compliance_refusal_days'],
  'POST /api/admin/dispatch/orders/:id/assign': ['compliance_refusals', 'compliance_refusal_days'],
};

// 12:00 on a Monday in New York: the store is open, so checkouts can get far.
const NOON = new Date('2026-11-23T17:00:00Z');

const web = fakeWebDist();
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', WEB_DIST: web.dir }, { now: () => NOON });
const endpoints = endpointsOf(t.app);
const identities = await fuzzIdentities(t);
const world = await buildWorld(t, identities);
const samples = validBodies(world);
const snapshot = await snapshotter(t.db);
const runsPerRoute = Math.ceil(TOTAL / endpoints.length);
const stats = new Map<string, { sent: number; accepted: number; statuses: Map<number, number> }>();
const started = performance.now();

afterAll(async () => {
  await t.close();
  web.remove();
});

const seedOf = (key: string) =>
  [...key].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), SEED) | 0;

async function fuzz(endpoint: Endpoint) {
  const stat = { sent: 0, accepted: 0, statuses: new Map<number, number>() };
  stats.set(endpoint.key, stat);
  // A password-reset request does its work after answering: that work belongs to the request that caused it.
  const replay = async (req: FuzzRequest) => {
    const answer = await send(t.app, req, identities.cookie(req.identity));
    await t.services.users.passwordReset.settled();
    return answer;
  };
  await identities.ensure();
  await refreshWorld(t, identities, world);
  const refusals = refusalChecker({ snapshot, replay, allowed: REFUSALS_THAT_WRITE[endpoint.key] ?? [] });
  await refusals.start();
  await fc.assert(
    fc.asyncProperty(requestsFor(endpoint, world, samples[endpoint.key]), async (req) => {
      stat.sent += 1;
      const answer = await replay(req);
      stat.statuses.set(answer.status, (stat.statuses.get(answer.status) ?? 0) + 1);
      const problem = problemWith(req, answer, web.secret);
      if (problem) throw new Error(`${problem}\n${describeRequest(req, answer)}`);
      if (answer.status >= 300) return refusals.refused(req);
      stat.accepted += 1;
      const read = req.method === 'GET' || req.method === 'HEAD';
      await refusals.accepted(async () => !read && (await identities.ensure()));
    }),
    { numRuns: runsPerRoute, seed: seedOf(endpoint.key) },
  );
  await refusals.flush();
  expect(refusals.violations, 'refused requests that changed the database').toEqual([]);
}

describe(`fuzzing every route (seed ${SEED})`, () => {
  it.each(endpoints)('$key: no 5xx, JSON errors, refusals leave the database alone', fuzz);

  it(`sent at least ${TOTAL} generated requests`, () => {
    const rows = [...stats].map(([key, s]) => {
      const statuses = [...s.statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`);
      return `${key.padEnd(44)} ${String(s.sent).padStart(5)} ${String(s.accepted).padStart(5)}  ${statuses.join(' ')}`;
    });
    const sent = [...stats.values()].reduce((n, s) => n + s.sent, 0);
    const accepted = [...stats.values()].reduce((n, s) => n + s.accepted, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `${'route'.padEnd(44)}  sent   2xx  statuses`,
        ...rows,
        `${sent} requests (${accepted} accepted) in ${seconds} s, seed ${SEED}`,
      ].join('\n'),
    );
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
  });
});

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
