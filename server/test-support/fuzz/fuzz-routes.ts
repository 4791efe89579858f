import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { snapshotter } from './db-snapshot.ts';
import { fuzzIdentities } from './identities.ts';
import { refusalChecker } from './refusals.ts';
import { requestsFor, type Endpoint, type FuzzRequest } from './requests.ts';
import { describe as describeRequest, problemWith, send } from './responses.ts';
import { validBodies } from './samples.ts';
import { fakeWebDist } from './web-dist.ts';
import { buildWorld, endpointsOf, refreshWorld } from './world.ts';
import { createTestApp } from '#server/test-support/test-app.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const TOTAL = Number(process.env.FUZZ_RUNS ?? 10_500);

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

const seedOf = (key: string) =>
  [...key].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), SEED) | 0;

// 12:00 on a Monday in New York: the store is open, so checkouts can get far.
export const NOON = new Date('2026-11-23T17:00:00Z');

/**
 * Fuzzes every `of`-th route, starting with route number `shard` (1-based), in its own app and database: the
 * routes are spread over several test files so that the two workers share them (one file took about 50 s).
 * Answers the app and its world, for the regressions kept beside one shard.
 */
export async function fuzzRoutes(shard: number, of: number) {
  console.log(`fuzz seed: ${SEED} — replay with FUZZ_SEED=${SEED}`);
  const web = fakeWebDist();
  const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', WEB_DIST: web.dir }, { now: () => NOON });
  const allEndpoints = endpointsOf(t.app);
  const endpoints = allEndpoints.filter((_, i) => i % of === shard - 1);
  const identities = await fuzzIdentities(t);
  const world = await buildWorld(t, identities);
  const samples = validBodies(world);
  const snapshot = await snapshotter(t.db);
  const runsPerRoute = Math.ceil(TOTAL / allEndpoints.length);
  const shardTotal = runsPerRoute * endpoints.length;
  const stats = new Map<string, { sent: number; accepted: number; statuses: Map<number, number> }>();
  const started = performance.now();

  afterAll(async () => {
    await t.close();
    web.remove();
  });

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

  describe(`fuzzing routes ${shard} of every ${of} (seed ${SEED})`, () => {
    it.each(endpoints)('$key: no 5xx, JSON errors, refusals leave the database alone', fuzz);

    it(`sent at least ${shardTotal} generated requests (${TOTAL} over all ${of} files)`, () => {
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
      expect(sent).toBeGreaterThanOrEqual(shardTotal);
    });
  });
  return { t, world };
}
