import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS, type Limit } from '#server/modules/ratelimit/ratelimit.service.ts';
import { courierClient, PIN } from '#server/test-support/couriers.ts';
import { changes, snapshotter, type Snapshot } from '#server/test-support/fuzz/db-snapshot.ts';
import { client, newCustomer, signedInClient } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { MANHATTAN_GUEST } from '#server/test-support/guests.ts';

// 12:00 on a Monday in New York: the store is open, so a checkout fails only for the reason under test.
const NOON = new Date('2026-11-23T17:00:00Z');

const t = useTestApp({}, { now: () => NOON });
let snapshot: () => Promise<Snapshot>;
beforeAll(async () => {
  snapshot = await snapshotter(t.db);
});

let addresses = 0;
/** A documentation address (RFC 5737) no other test uses, so limits never leak between tests. */
const freshIp = () => {
  addresses += 1;
  return `203.0.${addresses >> 8}.${addresses & 255}`;
};

type Client = ReturnType<typeof client>;

interface Case {
  limit: Limit;
  path: string;
  /** The n-th request's body; requests within the limit answer `allowed`. */
  body: (n: number) => unknown;
  allowed: number;
  /** Limits keyed by e-mail: each request comes from its own address. */
  perEmail?: boolean;
  caller?: () => Promise<Client>;
  headers?: (n: number) => Record<string, string>;
}

const run = Date.now();
const event = { name: 'page_view', properties: {}, timestamp: NOON.toISOString(), pageUrl: '/' };
const clientError = { type: 'error', message: 'Boom', timestamp: NOON.toISOString(), url: '/' };
const checkout = { ...MANHATTAN_GUEST, email: 'avery.limits@example.test' };
const application = (n: number) => ({
  fullName: 'Sam Rider',
  email: `rider.${run}.${n}@example.test`,
  phone: `(917) 555-${String(1000 + n).slice(-4)}`,
  borough: 'Brooklyn',
  vehicleType: 'bike',
  birthDate: '1994-02-03',
});

const CASES: Record<keyof typeof LIMITS, Case> = {
  signInPerIp: {
    limit: LIMITS.signInPerIp,
    path: '/api/session/sign-in',
    body: (n) => ({ email: `nobody.${run}.${n}@example.test`, password: 'Wrong-pass-1' }),
    allowed: 401,
  },
  signInPerEmail: {
    limit: LIMITS.signInPerEmail,
    path: '/api/session/sign-in',
    body: () => ({ email: `target.${run}@example.test`, password: 'Wrong-pass-1' }),
    allowed: 401,
    perEmail: true,
  },
  signUpPerIp: {
    limit: LIMITS.signUpPerIp,
    path: '/api/session/sign-up',
    body: () => newCustomer(),
    allowed: 201,
  },
  analyticsPerIp: {
    limit: LIMITS.analyticsPerIp,
    path: '/api/analytics',
    body: () => ({ events: [event] }),
    allowed: 204,
  },
  clientErrorsPerIp: {
    limit: LIMITS.clientErrorsPerIp,
    path: '/api/client-errors',
    body: () => ({ errors: [clientError] }),
    allowed: 204,
  },
  trackLookupPerIp: {
    limit: LIMITS.trackLookupPerIp,
    path: '/api/track/lookup',
    body: () => ({ reference: 'NYM-ZZZZZZ', contact: 'someone@example.test' }),
    allowed: 404,
  },
  checkoutPerIp: {
    limit: LIMITS.checkoutPerIp,
    path: '/api/checkout',
    body: () => checkout,
    allowed: 400,
    caller: () => signedInClient(t.app),
    headers: (n) => ({ 'idempotency-key': `limits-${run}-${n}` }),
  },
  quotePerIp: {
    limit: LIMITS.quotePerIp,
    path: '/api/checkout/quote',
    body: (n) => ({ couponCode: `GUESS${n}`, items: [] }),
    allowed: 200,
  },
  // The right PIN every time: wrong ones would lock PIN entry (5 failures) before the address limit.
  pinPerIp: {
    limit: LIMITS.pinPerIp,
    path: '/api/courier/pin/verify',
    body: () => ({ pin: PIN }),
    allowed: 200,
    caller: () => courierClient(t),
  },
  courierApplicationPerIp: {
    limit: LIMITS.courierApplicationPerIp,
    path: '/api/courier-applications',
    body: application,
    allowed: 201,
  },
  partnerApplicationPerIp: {
    limit: LIMITS.partnerApplicationPerIp,
    path: '/api/partner-applications',
    body: (n) => ({
      shopName: 'Limits Dispensary',
      licenseNumber: `OCM-LIM-${String(run).slice(-8)}-${n}`,
      street: '1 Main Street',
      zip: '11201',
      contactName: 'Sam Owner',
      email: `owner.${run}.${n}@example.test`,
      phone: '7185550100',
    }),
    allowed: 201,
  },
};

async function exhaust({ limit, path, body, allowed, perEmail, caller, headers }: Case) {
  const c = caller ? await caller() : client(t.app);
  const ip = freshIp();
  const post = (n: number, from = perEmail ? freshIp() : ip) =>
    c.call(path, { method: 'POST', body: body(n), headers: { 'x-forwarded-for': from, ...headers?.(n) } });
  const statuses = [];
  for (let n = 0; n < limit.max; n++) statuses.push((await post(n)).status);
  expect(statuses).toEqual(Array(limit.max).fill(allowed));
  return { post, ip };
}

describe('rate limits', () => {
  it('covers every limit the server defines', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(LIMITS).sort());
  });

  it.each(Object.entries(CASES))(
    '%s: 429 past the limit, with Retry-After, and no work done',
    async (_, c) => {
      const { post } = await exhaust(c);
      const before = await snapshot();
      const limited = await post(c.limit.max);
      expect(limited.status).toBe(429);
      expect(limited.json).toEqual({
        error: {
          code: 'rate_limited',
          message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
        },
      });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(c.limit.windowMs / 1000);
      expect(changes(before, await snapshot(), ['rate_limits'])).toEqual([]);
    },
  );

  it('counts each address on its own', async () => {
    const { post } = await exhaust(CASES.trackLookupPerIp);
    expect((await post(99)).status).toBe(429);
    expect((await post(99, freshIp())).status).toBe(404);
  });

  it('behind an appending proxy, a value the client wrote into X-Forwarded-For changes nothing', async () => {
    const { post, ip } = await exhaust(CASES.trackLookupPerIp);
    // nginx's $proxy_add_x_forwarded_for keeps what the client sent and appends the address it saw.
    expect((await post(99, `${freshIp()}, ${ip}`)).status).toBe(429);
    expect((await post(99, `${freshIp()}, ${freshIp()}, ${ip}`)).status).toBe(429);
    expect((await post(99, `${ip}, ${freshIp()}`)).status).toBe(404);
  });

  it('lets requests through again once the window has passed', async () => {
    const { post } = await exhaust(CASES.clientErrorsPerIp);
    expect((await post(99)).status).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + LIMITS.clientErrorsPerIp.windowMs + 1000);
      expect((await post(100)).status).toBe(204);
    } finally {
      vi.useRealTimers();
    }
  });
});
