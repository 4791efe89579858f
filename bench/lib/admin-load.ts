import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../server/seed/seed-accounts.ts';
import { seedAdminScenario } from './admin-seed.ts';
import { measureEndpoint, type Endpoint, type LoadOptions } from './http-load.ts';
import type { AdminResult } from './results.ts';

/**
 * The admin on a store busy for two years: 1,000,000 orders seeded into the bench's PostgreSQL, then the staff pages'
 * API measured at `connections` with a signed-in admin: the first orders page, a filtered page, a page 1,000 pages
 * deep, search by e-mail, phone and tracking code, and the dashboard for today and for 30 days. Each query's plan is
 * captured once with auto_explain (EXPLAIN ANALYZE of the app's own statements), and any sequential scan of `orders`
 * is reported.
 */
const ADMIN = { email: 'admin@demo.nymnyc.test', password: DEMO_PASSWORD };
const PAGE = 50;
const DEEP_PAGES = 1000;

export async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/session/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function getJson<T>(origin: string, path: string, cookie: string): Promise<T> {
  const res = await fetch(origin + path, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The cursor of page `pages + 1`, reached the way a user would: following `nextCursor` page after page. */
async function deepCursor(origin: string, cookie: string, pages: number): Promise<string> {
  let cursor = '';
  for (let page = 0; page < pages; page += 1) {
    const path = `/api/admin/orders?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { nextCursor } = await getJson<{ nextCursor: string | null }>(origin, path, cookie);
    if (!nextCursor) throw new Error(`the orders list ended after ${page + 1} pages`);
    cursor = nextCursor;
  }
  return cursor;
}

async function sample(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ email: string; phone: string; tracking_code: string }>(
      `select email, phone, tracking_code from orders where user_id is not null order by created_at desc offset 5000 limit 1`,
    );
    return rows[0]!;
  } finally {
    await db.end();
  }
}

/** The compliance page's longest period: the 366 New York days ending today. */
const lastYear = () => {
  const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  return `from=${day(new Date(Date.now() - 365 * 86_400_000))}&to=${day(new Date())}`;
};

export function adminEndpoints(
  cursor: string,
  found: { email: string; phone: string; tracking_code: string },
) {
  const list = `/api/admin/orders?limit=${PAGE}`;
  return [
    { name: 'orders-first-page', path: list },
    { name: 'orders-filtered', path: `${list}&status=delivered&borough=Brooklyn&payment=cash` },
    { name: 'orders-1000-pages-deep', path: `${list}&cursor=${encodeURIComponent(cursor)}` },
    { name: 'search-email', path: `${list}&q=${encodeURIComponent(found.email)}` },
    { name: 'search-phone', path: `${list}&q=${found.phone}` },
    { name: 'search-tracking-code', path: `${list}&q=${found.tracking_code}` },
    { name: 'palette-search-email', path: `/api/admin/search?q=${encodeURIComponent(found.email)}` },
    { name: 'dashboard-today', path: '/api/admin/dashboard?period=today' },
    { name: 'dashboard-30-days', path: '/api/admin/dashboard?period=30d' },
    { name: 'safety-incidents-first-page', path: '/api/admin/safety/incidents?limit=50' },
    { name: 'safety-refusals-first-page', path: '/api/admin/safety/refusals?limit=50' },
    { name: 'users-first-page', path: '/api/admin/users?limit=50' },
    {
      name: 'users-search',
      path: `/api/admin/users?limit=50&q=${encodeURIComponent(found.email.slice(0, 12))}`,
    },
    { name: 'users-detail', path: '/api/admin/users/bench-c-4242' },
    { name: 'compliance-30d', path: '/api/admin/compliance' },
    { name: 'compliance-year', path: `/api/admin/compliance?${lastYear()}` },
    { name: 'age-verification-first-page', path: '/api/admin/age-verification?limit=50' },
    { name: 'risk-held-queue', path: '/api/admin/risk/held' },
    { name: 'risk-orders-held', path: `${list}&held=true` },
    { name: 'couriers-first-page', path: `/api/admin/couriers?limit=${PAGE}` },
    { name: 'analytics-30d', path: '/api/admin/analytics?period=30d' },
    { name: 'analytics-90d', path: '/api/admin/analytics?period=90d' },
    { name: 'product-analytics-7d', path: '/api/admin/products/analytics?period=7d' },
    { name: 'product-analytics-90d', path: '/api/admin/products/analytics?period=90d&sort=units' },
  ] satisfies Endpoint[];
}

/** Turns on auto_explain for new sessions of this database: every statement's analyzed plan goes to the log. */
async function explainAll(databaseUrl: string, on: boolean) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const name = (await db.query<{ d: string }>('select current_database() as d')).rows[0]!.d;
    if (on) {
      await db.query(`alter database "${name}" set session_preload_libraries = 'auto_explain'`);
      await db.query(`alter database "${name}" set auto_explain.log_min_duration = 0`);
      await db.query(`alter database "${name}" set auto_explain.log_analyze = on`);
    } else {
      await db.query(`alter database "${name}" reset all`);
    }
  } finally {
    await db.end();
  }
}

/** The analyzed plans logged since `from` (bytes) in the PostgreSQL server log, one per statement touching orders. */
function plansSince(logFile: string, from: number): string[] {
  const text = readFileSync(logFile).subarray(from).toString('utf8');
  return text
    .split(/\n(?=\S.*LOG: {2}duration: )/)
    .filter((entry) => /Query Text:/.test(entry) && /\borders\b/.test(entry))
    .map((entry) => entry.replace(/^.*?LOG: {2}/, '').trim());
}

export interface AdminLoadDeps {
  origin: string;
  databaseUrl: string;
  /** The PostgreSQL data directory's parent, where scripts/lib/postgres.sh keeps `server.log`. */
  postgresBase: string;
  /** Starts the app servers again (a new pool) so auto_explain reaches their sessions; returns the new origin. */
  restart: () => Promise<string>;
  load: LoadOptions;
  log: (line: string) => void;
}

export async function measureAdmin(deps: AdminLoadDeps): Promise<AdminResult> {
  const { databaseUrl, load, log } = deps;
  log('admin: seeding 1,000,000 orders, 200,000 customers and 500 couriers');
  const seedSeconds = await seedAdminScenario(databaseUrl, undefined, log);
  let origin = deps.origin;
  let cookie = await signIn(origin);
  log(`admin: walking ${DEEP_PAGES} pages for the deep cursor`);
  const cursor = await deepCursor(origin, cookie, DEEP_PAGES);
  const endpoints = adminEndpoints(cursor, await sample(databaseUrl));
  const results = [];
  for (const endpoint of endpoints) {
    log(`admin: ${endpoint.name}`);
    results.push(await measureEndpoint(origin, { ...endpoint, headers: { cookie } }, load));
  }
  log('admin: one request per endpoint with auto_explain for the plans');
  await explainAll(databaseUrl, true);
  const plans: AdminResult['plans'] = [];
  try {
    origin = await deps.restart();
    cookie = await signIn(origin);
    const logFile = join(deps.postgresBase, 'server.log');
    for (const endpoint of endpoints) {
      const from = readFileSync(logFile).length;
      await getJson(origin, endpoint.path, cookie);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const found = plansSince(logFile, from);
      plans.push({ name: endpoint.name, plans: found, seqScanOnOrders: found.some(isSeqScanOnOrders) });
    }
  } finally {
    await explainAll(databaseUrl, false);
  }
  return { seedSeconds, orders: 1_000_000, connections: load.connections, endpoints: results, plans };
}

export const isSeqScanOnOrders = (plan: string) => /Seq Scan on orders\b/.test(plan);
