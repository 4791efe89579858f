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
  /** Connections in use and callers waiting for one, read by the metrics (`server/metrics`). */
  poolStats(): PoolStats;
  /** Told the kind and duration of every statement from now on; answers the function that stops it. */
  observeQueries(observer: QueryObserver): () => void;
}

/** The pool as an operator watches it. PGlite is one connection: `waiting` counts the callers queued behind it. */
export interface PoolStats {
  max: number;
  inUse: number;
  idle: number;
  waiting: number;
}

/** What a statement does, by its first word: the label of the query-duration histogram. */
export type StatementKind = 'select' | 'insert' | 'update' | 'delete' | 'transaction' | 'other';
export type QueryObserver = (kind: StatementKind, seconds: number) => void;

const TRANSACTION_WORDS = new Set(['begin', 'commit', 'rollback', 'savepoint', 'release']);

/** The kind of a statement from its text (a CTE counts as its main verb when it starts with `with`: other). */
export function statementKind(text: string): StatementKind {
  const word = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';
  if (word === 'select' || word === 'insert' || word === 'update' || word === 'delete') return word;
  return TRANSACTION_WORDS.has(word) ? 'transaction' : 'other';
}

/** The statement's text, whichever of the drivers' call shapes carries it. */
const textOf = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof (query as { text?: unknown })?.text === 'string'
      ? (query as { text: string }).text
      : '';

/**
 * Times every statement for the observers: a promise-returning `query` wrapped in place. Nothing is timed while no
 * one observes; a callback-style call (the pg driver's internals use none) goes through untouched.
 */
function queryTimer() {
  const observers = new Set<QueryObserver>();
  function wrap<Q extends (...args: never[]) => unknown>(query: Q): Q {
    return ((...args: Parameters<Q>) => {
      const result = query(...args);
      if (observers.size === 0 || !(result instanceof Promise)) return result;
      const started = performance.now();
      const kind = statementKind(textOf(args[0]));
      const done = () => {
        const seconds = (performance.now() - started) / 1000;
        for (const observer of observers) observer(kind, seconds);
      };
      result.then(done, done);
      return result;
    }) as Q;
  }
  return {
    wrap,
    observe(observer: QueryObserver) {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
  };
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
  const timer = queryTimer();
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
      client.query = timer.wrap(client.query.bind(client)) as typeof client.query;
    });
    pool.on('error', () => undefined);
    // drizzle sends a statement outside a transaction through the pool (which then calls its client back-style).
    pool.query = timer.wrap(pool.query.bind(pool)) as typeof pool.query;
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      ...counter.extra,
      kind: 'postgres',
      pool,
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({
        max: pool.options.max ?? 10,
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      observeQueries: timer.observe,
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
  const active = trackActive(pglite, timer.wrap);
  const db = drizzlePglite(pglite, { schema, ...counter.drizzle }) as unknown as Db;
  return {
    db,
    ...counter.extra,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    poolStats: () => {
      const n = active.count();
      return { max: 1, inUse: Math.min(n, 1), idle: n === 0 ? 1 : 0, waiting: Math.max(n - 1, 0) };
    },
    observeQueries: timer.observe,
    close: () => pglite.close(),
  };
}

/**
 * PGlite runs one statement or transaction at a time and queues the rest: counts the calls begun and not ended (a
 * transaction counts once, its statements inside it not again), and times every statement, inside transactions too.
 */
function trackActive(pglite: PGlite, wrap: <Q extends (...args: never[]) => unknown>(query: Q) => Q) {
  let active = 0;
  const counted = <T>(work: Promise<T>): Promise<T> => {
    active += 1;
    const end = () => void (active -= 1);
    work.then(end, end);
    return work;
  };
  const query = wrap(pglite.query.bind(pglite));
  pglite.query = ((...args: Parameters<PGlite['query']>) => counted(query(...args))) as PGlite['query'];
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (<T>(callback: Parameters<PGlite['transaction']>[0]) =>
    counted(
      transaction((tx) => {
        tx.query = wrap(tx.query.bind(tx)) as typeof tx.query;
        return callback(tx) as Promise<T>;
      }),
    )) as PGlite['transaction'];
  return { count: () => active };
}
