import { beforeAll, describe, expect, it } from 'vitest';
import { inspectRoutes } from 'hono/dev';
import { checkContract, parseBody } from '#server/test-support/contract-check.ts';
import { AFTER, PROBES } from '#server/test-support/access/probes.ts';
import { buildWorld, checkoutBody, DEV_TOKEN, NOON, type World } from '#server/test-support/access/world.ts';
import { client, ORIGIN, type TestApp } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { ACCESS_MATRIX, type RouteKey } from './access-matrix.ts';
import { ACCESS_ROLES, refusalStatus, type AccessRole, type RouteAccess } from './access-roles.ts';
import { createApp } from '#server/app.ts';

const t = useTestApp({ DEV_TOOLS: 'true', DEV_TOKEN, RATE_LIMIT_ENABLED: 'false' }, { now: () => NOON });
let w: World;
beforeAll(async () => {
  w = await buildWorld(t);
});

const ROUTES = Object.keys(ACCESS_MATRIX) as RouteKey[];
const accessOf = (key: RouteKey): RouteAccess => ACCESS_MATRIX[key];
const allows = (access: RouteAccess, role: AccessRole) => access.allow.includes(role);

/** Every API route as registered on the app: the method and path of each handler that is not middleware. */
function apiRoutes(app: TestApp['app']) {
  const routes = inspectRoutes(app).filter((r) => !r.isMiddleware && r.path.startsWith('/api'));
  return [...new Set(routes.map((r) => `${r.method} ${r.path}`))].sort();
}

/** Routes the app mounts that the matrix does not declare, and entries of the matrix that name no route. */
function undeclared(app: TestApp['app'], declared: readonly string[] = ROUTES) {
  const mounted = apiRoutes(app);
  return {
    routes: mounted.filter((r) => !declared.includes(r)),
    entries: declared.filter((k) => !mounted.includes(k)).toSorted(),
  };
}

async function request(
  method: string,
  path: string,
  {
    cookie,
    body,
    headers,
    ip,
  }: { cookie?: string | null; body?: unknown; headers?: HeadersInit; ip: string },
) {
  const h = new Headers(headers);
  h.set('x-forwarded-for', ip);
  if (cookie) h.set('cookie', cookie);
  if (method !== 'GET' && method !== 'HEAD') h.set('origin', ORIGIN);
  if (body !== undefined) h.set('content-type', 'application/json');
  const res = await t.app.request(`${ORIGIN}${path}`, {
    method,
    headers: h,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // Every answer, allowed or refused, is held to its route's contract too.
  checkContract(method, path, res, method !== 'HEAD' ? parseBody(res, text) : null);
  return { status: res.status, text };
}

async function send(key: RouteKey, role: AccessRole) {
  const probe = await PROBES[key](w, role);
  const account = role === 'anonymous' ? null : w.accounts[role];
  const res = await request(probe.method ?? key.split(' ')[0]!, probe.path, {
    cookie: probe.cookie === undefined ? account?.cookie : probe.cookie,
    body: probe.body,
    headers: probe.headers,
    ip: account?.ip ?? '203.0.113.99',
  });
  return { ...res, probe };
}

const isErrorJson = (text: string) => {
  try {
    const { error } = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return typeof error?.code === 'string' && typeof error.message === 'string';
  } catch {
    return false;
  }
};

describe('the route table', () => {
  it('names every registered API route, and no route that does not exist', () => {
    expect(undeclared(t.app)).toEqual({ routes: [], entries: [] });
    expect(ROUTES.toSorted()).toEqual(apiRoutes(t.app));
  });

  it('catches a mounted route the matrix does not declare', () => {
    const app = createApp(t.services);
    app.get('/api/admin/undeclared', (c) => c.json({}));
    app.post('/api/merchant/undeclared', (c) => c.json({}));
    expect(undeclared(app)).toEqual({
      routes: ['GET /api/admin/undeclared', 'POST /api/merchant/undeclared'],
      entries: [],
    });
    expect(
      undeclared(
        t.app,
        ROUTES.filter((k) => k !== 'GET /api/admin/me'),
      ),
    ).toEqual({
      routes: ['GET /api/admin/me'],
      entries: [],
    });
  });

  it('has no dev routes at all when DEV_TOOLS is off', () => {
    const app = createApp({ ...t.services, env: { ...t.services.env, DEV_TOOLS: false } });
    const dev = ROUTES.filter((k) => k.includes(' /api/dev/'));
    expect(dev).not.toEqual([]);
    expect(apiRoutes(app)).toEqual(ROUTES.filter((k) => !dev.includes(k)).toSorted());
  });
});

describe('every route as every role, with real sessions', () => {
  // Refused callers go first, so an allowed call that changes the resource cannot hide a wrong refusal.
  it.each(ROUTES)('%s', async (key) => {
    const access = accessOf(key);
    const roles = ACCESS_ROLES.toSorted((a, b) => Number(allows(access, a)) - Number(allows(access, b)));
    const wrong: string[] = [];
    for (const role of roles) {
      const { status, text, probe } = await send(key, role);
      const got = `${role}: ${status} ${text.slice(0, 200)}`;
      if (allows(access, role)) {
        const fine = probe.ok ? probe.ok.includes(status) : status >= 200 && status < 400;
        if (!fine) wrong.push(`${got}, want ${probe.ok?.join(' or ') ?? '2xx/3xx'}`);
      } else {
        const want = refusalStatus(access, role);
        if (status !== want || !isErrorJson(text)) wrong.push(`${got}, want ${want}`);
      }
    }
    await AFTER[key]?.(w);
    expect(wrong).toEqual([]);
  });
});

describe('refusals come first', () => {
  it('an anonymous caller hears 401 on every sign-in route, whatever the body', async () => {
    const wrong: string[] = [];
    const signInRoutes = ROUTES.filter((k) => {
      const access = accessOf(k);
      return !allows(access, 'anonymous') && refusalStatus(access, 'anonymous') === 401;
    });
    for (const key of signInRoutes) {
      const probe = await PROBES[key](w, 'anonymous');
      const method = key.split(' ')[0]!;
      const body = method === 'GET' ? undefined : { unexpected: true };
      const res = await request(method, probe.path, { body, ip: '203.0.113.98' });
      if (res.status !== 401) wrong.push(`${key}: ${res.status} ${res.text.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the dev tools answer the token, not a session: the right token advances an order', async () => {
    const guest = client(t.app);
    const placed = await guest.call('/api/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': `access-guest-${Date.now()}` },
      body: checkoutBody(w.productId),
    });
    expect(placed.status).toBe(201);
    const path = `/api/dev/orders/${placed.json!.order.orderNumber}/advance`;
    const as = (token: string) =>
      request('POST', path, { body: {}, headers: { 'x-dev-token': token }, ip: '203.0.113.97' });
    expect((await as(`${DEV_TOKEN}-wrong`)).status).toBe(403);
    expect((await as(DEV_TOKEN)).status).toBe(200);
  });
});
