import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema, type Schema } from './tables.ts';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A cheap round trip, used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
  /** Statements sent so far, each one round trip; only with `countRoundTrips` (tests and the bench). */
  roundTrips?: () => number;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** Open an in-memory PGlite from a dump (tests). */
  loadDataDir?: Blob | File;
  /** PGlite's engine compiled once and shared by many databases (tests open one per file). */
  pgliteWasmModule?: WebAssembly.Module;
  /** Told about lost PostgreSQL connections (the pool replaces them; the requests using them fail). */
  onConnectionError?: (error: Error) => void;
  /** Count every statement drizzle sends (tests and the bench measure a request's round trips). */
  countRoundTrips?: boolean;
}

/**
 * Counts statements sent, each one round trip: on PostgreSQL every query of a pooled connection (drizzle's, begin
 * and commit, the event bus's notify), on PGlite every statement drizzle runs. Nothing is wrapped when off.
 */
function roundTripCounter(on: boolean | undefined) {
  let statements = 0;
  const count = () => void (statements += 1);
  return {
    drizzle: on ? { logger: { logQuery: count } } : {},
    pooled(client: pg.PoolClient) {
      if (!on) return;
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        count();
        return query(...args);
      }) as typeof client.query;
    },
    extra: on ? { roundTrips: () => statements } : {},
  };
}

/**
 * How long a request may wait for a pooled connection, or for a new one to open. A burst of checkouts of one product
 * queues behind its stock row's lock for seconds on a healthy database, and must not be told it is down (it was
 * 2 s, and such buyers got 503). A database that is down refuses connections at once, and /api/health has its own
 * 2 s limit, so neither waits this long.
 */
const POOL_WAIT_MS = 10_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const counter = roundTripCounter(options.countRoundTrips);
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: POOL_WAIT_MS,
    });
    // A client checked out of the pool has no 'error' listener of the pool's: without one of its own, PostgreSQL
    // going away mid-query would end the process. The pool drops broken clients and connects new ones.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onConnectionError?.(error));
      counter.pooled(client);
    });
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      ...counter.extra,
      kind: 'postgres',
      pool,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir;
  if (dataDir && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.pgliteWasmModule ? { pgliteWasmModule: options.pgliteWasmModule } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(pglite, { schema, ...counter.drizzle }) as unknown as Db;
  return {
    db,
    ...counter.extra,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}
