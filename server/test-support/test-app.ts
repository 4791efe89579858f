import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { loadEnv } from '#server/config/env.ts';
import { createApp } from '#server/app.ts';
import { createLogger, type Logger } from '#server/log.ts';
import { createServices, type ServiceOptions } from '#server/create-services.ts';
import { checkContract, parseBody } from './contract-check.ts';
import { openTestDatabase } from './database.ts';

export const ORIGIN = 'http://localhost:3000';

/** A test app's settings, `overrides` last. */
export const testEnv = (overrides: Record<string, string> = {}) =>
  loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    // A secret of its own per app, as a real deployment has: nothing signed for another app is valid here.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...overrides,
  });

export async function createTestApp(
  overrides: Record<string, string> = {},
  options: ServiceOptions = {},
  /** The app's logger (a test reading its lines); by default one at LOG_LEVEL (silent) on stdout. */
  log?: Logger,
) {
  const database = await openTestDatabase({
    countRoundTrips: overrides.DB_COUNT_ROUND_TRIPS === 'true',
    ...(overrides.DATABASE_POOL_SIZE ? { poolSize: Number(overrides.DATABASE_POOL_SIZE) } : {}),
  });
  const env = testEnv(overrides);
  const services = createServices(env, database, log ?? createLogger(env.LOG_LEVEL), options);
  const app = createApp(services);
  return {
    app,
    services,
    database,
    db: database.db,
    close: async () => {
      services.metrics.close();
      await services.pages.close();
      await services.bus.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface Call {
  method?: string;
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
}

let clients = 0;

/** A browser-like client: keeps its cookies, has its own address, and sends the store's own Origin on writes. */
export function client(app: TestApp['app']) {
  const jar = new Map<string, string>();
  clients += 1;
  const ip = `198.51.${(clients >> 8) & 255}.${clients & 255}`;
  async function call(path: string, { method = 'GET', body, raw, headers = {} }: Call = {}) {
    const h = new Headers(headers);
    if (!h.has('x-forwarded-for')) h.set('x-forwarded-for', ip);
    if (jar.size) h.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (method !== 'GET' && !h.has('origin')) h.set('origin', ORIGIN);
    if (body !== undefined && !h.has('content-type')) h.set('content-type', 'application/json');
    const res = await app.request(`${ORIGIN}${path}`, {
      method,
      headers: h,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const v = value.join('=');
      if (v === '' || /max-age=0/i.test(cookie)) jar.delete(name!);
      else jar.set(name!, v);
    }
    const text = await res.text();
    const json = parseBody(res, text);
    checkContract(method, path, res, json);
    return { status: res.status, headers: res.headers, json, text, cookies: res.headers.getSetCookie() };
  }
  return { call, jar };
}

let counter = 0;
export function newCustomer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `shopper${counter}.${Date.now()}@example.test`,
    password: 'Harbor-lights-42',
    confirmPassword: 'Harbor-lights-42',
    fullName: 'Jordan Lee',
    phone: '(718) 555-0199',
    ageConfirmed: true,
    ...overrides,
  };
}

/** Signs up a new customer and signs in, as the web app does after sign-up. */
export async function signUpAndSignIn(c: ReturnType<typeof client>, body = newCustomer()) {
  const res = await c.call('/api/session/sign-up', { method: 'POST', body });
  if (res.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(res.json)}`);
  const { email, password } = body;
  const signedIn = await c.call('/api/session/sign-in', { method: 'POST', body: { email, password } });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.json)}`);
  return signedIn;
}

export async function signedInClient(app: TestApp['app']) {
  const c = client(app);
  await signUpAndSignIn(c);
  return c;
}

/** Rows of a raw SQL query (both drivers return `{ rows }`). */
export async function sqlRows<T>(db: TestApp['db'], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
