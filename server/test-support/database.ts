import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/client.ts';

/** Uncompressed: a PGlite loads a plain tar about 40% faster than a gzipped one, once per test file. */
export const TEMPLATE_DUMP = '.test-data/pglite-template.tar';
export const TEMPLATE_DB = 'nym_test_template';

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

let template: Promise<Blob> | undefined;
let engine: Promise<WebAssembly.Module> | undefined;

/** PGlite's WebAssembly engine, compiled once per worker: each file's database then only instantiates it. */
function compiledEngine() {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  engine ??= readFile(join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes));
  return engine;
}

/**
 * A private copy of the migrated, seeded template: a PGlite loaded from the dump, or, when
 * DATABASE_URL is set, a PostgreSQL database created from the template database.
 */
export async function openTestDatabase(
  options: { countRoundTrips?: boolean; poolSize?: number } = {},
): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // Read once per worker (its files share one module graph): the dump does not change during a run.
    template ??= readFile(TEMPLATE_DUMP).then((bytes) => new Blob([bytes]));
    return openDatabase({
      loadDataDir: await template,
      pgliteWasmModule: await compiledEngine(),
      ...options,
    });
  }
  const name = `nym_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const database = await openDatabase({ poolSize: 25, ...options, databaseUrl: withDatabase(url, name) });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export { withDatabase };
