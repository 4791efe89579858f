import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEMPLATE_DB, withDatabase } from '#server/test-support/database.ts';
import { guestOrder as liveGuestOrder, remoteApp } from '#server/test-support/live-delivery.ts';
import { demoClient } from '#server/test-support/staff.ts';
import { client, newCustomer, signUpAndSignIn } from '#server/test-support/test-app.ts';
import { REPO_ROOT } from '../../bench/lib/results.ts';
import { startFaultServer, waitFor, type RunningServer } from './fault-server.ts';

const POSTGRES = process.env.DATABASE_URL;
const DEV_TOKEN = randomUUID() + randomUUID();
const METRICS_TOKEN = randomUUID() + randomUUID();
/** The same secrets on every start, as in a real deployment. */
const env = {
  AUTH_SECRET: randomUUID() + randomUUID(),
  DEV_TOOLS: 'true',
  DEV_TOKEN,
  METRICS_TOKEN,
};

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Every table of the store (the application's and the migrations' own) as a row count and a digest of its rows in
 * order: two databases with the same sums hold the same rows, to the byte of each column's text.
 */
async function tableSums(query: Query) {
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const sums: Record<string, string> = {};
  for (const { s, t } of tables) {
    const [row] = await query(
      `select count(*)::int as n, coalesce(md5(string_agg(r::text, E'\\n' order by r::text)), '') as sum
         from "${String(s)}"."${String(t)}" r`,
    );
    sums[`${String(s)}.${String(t)}`] = `${String(row!.n)} ${String(row!.sum)}`;
  }
  return sums;
}

/** Runs `npm run db:backup` / `db:restore` (their scripts) with the database named by `target`. */
function script(name: 'db-backup' | 'db-restore', file: string, target: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, file], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...target },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${name} exited ${code}: ${output}`)),
    );
  });
}

/** Where the drill's store keeps its data, on either database: start a store there, read it, wipe it. */
interface Place {
  /** The store's settings for this database. */
  server: { databaseUrl?: string; dataDir?: string };
  /** The scripts' settings (DATABASE_URL or DATA_DIR). */
  target: Record<string, string>;
  sums(): Promise<Record<string, string>>;
  /** Destroys the data: PostgreSQL's database dropped and made again empty; the embedded DATA_DIR deleted. */
  wipe(): Promise<void>;
  close(): Promise<void>;
}

async function postgresPlace(base: string): Promise<Place> {
  const name = `nym_drill_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`create database ${name} template ${TEMPLATE_DB}`);
  const url = withDatabase(base, name);
  return {
    server: { databaseUrl: url },
    target: { DATABASE_URL: url },
    async sums() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return await tableSums(async (text) => (await c.query(text)).rows as Record<string, unknown>[]);
      } finally {
        await c.end();
      }
    },
    async wipe() {
      await admin(`drop database ${name} with (force)`);
      await admin(`create database ${name}`);
    },
    close: () => admin(`drop database if exists ${name} with (force)`),
  };
}

function embeddedPlace(): Place {
  const dataDir = mkdtempSync(join(tmpdir(), 'nym-drill-data-'));
  return {
    server: { dataDir },
    target: { DATA_DIR: dataDir },
    async sums() {
      const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
      try {
        return await tableSums(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
      } finally {
        await db.close();
      }
    },
    async wipe() {
      rmSync(dataDir, { recursive: true, force: true });
    },
    async close() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe(`the restore drill (${POSTGRES ? 'PostgreSQL, pg_dump' : 'the embedded database, a snapshot while it runs'})`, () => {
  const servers: RunningServer[] = [];
  const backups = mkdtempSync(join(tmpdir(), 'nym-drill-backups-'));
  let place: Place | undefined;
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await place?.close();
    rmSync(backups, { recursive: true, force: true });
  }, 30_000);
  const start = async () => {
    const server = await startFaultServer({ ...place!.server, env });
    servers.push(server);
    return server;
  };

  it('backs up a running store, and a wiped one restored holds every row again and serves: sign-in, orders, new orders', async () => {
    place = POSTGRES ? await postgresPlace(POSTGRES) : embeddedPlace();
    const store = await start();
    const app = remoteApp(store.origin);

    // Orders placed and moved along: stock taken, timelines, a delivery's ledger rows, an admin's audited cancel.
    const delivered = await liveGuestOrder(app, DEV_TOKEN, 'delivered');
    const onTheWay = await liveGuestOrder(app, DEV_TOKEN, 'in_transit');
    const cancelled = await liveGuestOrder(app, DEV_TOKEN, 'confirmed');
    const admin = await demoClient({ app }, 'admin@demo.nymnyc.test');
    const cancel = await admin.call(`/api/admin/orders/${cancelled.id}/cancel`, {
      method: 'POST',
      body: { reason: 'Customer asked by phone' },
    });
    expect(cancel.status).toBe(200);
    // A customer with a password, who signs in on the restored store.
    const customer = newCustomer();
    await signUpAndSignIn(client(app), customer);

    // Quiet before the backup: every queued message sent (the store's outbox worker), read from its own metrics.
    await waitFor('the outbox to drain', async () => {
      const res = await fetch(`${store.origin}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await res.text();
      return /^nymnyc_outbox_pending\{[^}]*\} [1-9]/m.test(text) ? undefined : true;
    });

    const file = join(backups, POSTGRES ? 'drill.pgdump' : 'drill.tar.gz');
    const said = await script('db-backup', file, place.target);
    if (!POSTGRES) expect(said).toContain('backed up by the store running on');
    // The store served while it was backed up.
    expect((await fetch(`${store.origin}/readyz`)).status).toBe(200);
    await store.stop();

    const before = await place.sums();
    for (const table of [
      'orders',
      'order_items',
      'order_events',
      'product_variants',
      'inventory_movements',
      'audit_logs',
      'users',
      'accounts',
    ]) {
      expect(Number(before[`public.${table}`]!.split(' ')[0]), table).toBeGreaterThan(0);
    }

    await place.wipe();
    await script('db-restore', file, place.target);
    expect(await place.sums()).toEqual(before);

    // The store starts on the restored data and works.
    const again = await start();
    const restored = remoteApp(again.origin);
    const shopper = client(restored);
    const signIn = await shopper.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: customer.email, password: customer.password },
    });
    expect(signIn.status).toBe(200);
    const guest = client(restored);
    for (const [order, status] of [
      [delivered, 'delivered'],
      [onTheWay, 'in_transit'],
      [cancelled, 'cancelled'],
    ] as const) {
      const tracked = await guest.call(`/api/track/${order.trackingCode}`);
      expect(tracked.json!.order, order.orderNumber).toMatchObject({
        orderNumber: order.orderNumber,
        status,
      });
    }
    // The sequences came back too: a new order gets a number of its own.
    const next = await liveGuestOrder(restored, DEV_TOKEN, 'confirmed');
    expect([delivered, onTheWay, cancelled].map((o) => o.orderNumber)).not.toContain(next.orderNumber);
  }, 240_000);

  it('refuses to restore over data, or from the other kind of backup', async () => {
    // Over data: PostgreSQL's database is not empty now; the embedded DATA_DIR has a store running on it.
    const server = servers.at(-1)!;
    const file = join(backups, POSTGRES ? 'drill.pgdump' : 'drill.tar.gz');
    await expect(script('db-restore', file, place!.target)).rejects.toThrow(
      POSTGRES
        ? /is not empty \(\d+ tables\): restore into a new, empty database/
        : /The store is running on DATA_DIR .* \(pid \d+\): stop it first/,
    );
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
    const wrong = join(backups, 'not-a-backup.pgdump');
    await import('node:fs/promises').then((fs) => fs.writeFile(wrong, 'hello'));
    await expect(script('db-restore', wrong, place!.target)).rejects.toThrow(/is not a/);
  });
});
