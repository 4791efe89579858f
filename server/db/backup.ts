import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { open, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Database } from './client.ts';
import type { Logger } from '#server/log.ts';
import { dataDirOwner, lockDataDir } from './data-dir-lock.ts';

/**
 * Backups of the store's database, and their restore.
 *
 * - PostgreSQL: `pg_dump` in its custom format, restored with `pg_restore` into an empty database.
 * - The embedded database (PGlite in DATA_DIR): a gzipped tarball of the whole DATA_DIR (the database, the media
 *   kept on disk, the secrets kept there), taken by the running store between two statements, or read from the
 *   directory when no store runs on it; restored into an empty DATA_DIR, the old one kept aside.
 */
export type BackupKind = 'postgres' | 'embedded';

/** Where a backup goes when no file is named: `backups/` under the current directory, never inside DATA_DIR. */
export const defaultBackupFile = (kind: BackupKind, at = new Date()) =>
  resolve(
    'backups',
    `nymnyc-${at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')}${kind === 'postgres' ? '.pgdump' : '.tar.gz'}`,
  );

/** What a file holds, from its first bytes: a pg_dump custom archive, a gzipped tarball, or neither. */
export async function backupKindOf(file: string): Promise<BackupKind | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
    return null;
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL

/**
 * A PostgreSQL client program: in PG_BIN when set, else the newest version's under /usr/lib/postgresql (Debian's
 * layout; pg_dump must be at least the server's version), else the one on PATH.
 */
export function pgProgram(name: 'pg_dump' | 'pg_restore', pgBin = process.env.PG_BIN): string {
  if (pgBin) return join(pgBin, name);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin', name);
  }
  return name;
}

function run(program: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', (error) =>
      fail(
        new Error(
          `${program} could not start (${error.message}): install the PostgreSQL client or set PG_BIN`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** pg_dump in the custom format (compressed, restorable table by table), written whole or not at all. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await run(pgProgram('pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${partial}`,
    databaseUrl,
  ]);
  await rename(partial, file);
}

/** Tables in the database outside PostgreSQL's own schemas: a restore goes only into a database without any. */
async function userTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** pg_restore into an empty database, in one transaction: all of it or nothing. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  if ((await backupKindOf(file)) !== 'postgres') {
    throw new Error(`${file} is not a PostgreSQL backup (npm run db:backup with DATABASE_URL makes one)`);
  }
  const tables = await userTables(databaseUrl);
  if (tables > 0) {
    throw new Error(
      `The database of DATABASE_URL is not empty (${tables} tables): restore into a new, empty database ` +
        '(createdb), then point the store at it',
    );
  }
  await run(pgProgram('pg_restore'), [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// The embedded database

/** The running store takes a backup when asked with this file in DATA_DIR and SIGUSR2. */
const REQUEST_FILE = 'backup-request.json';
const RESULT_FILE = 'backup-result.json';
/** The store's own lock and the backup hand-over: never restored from a tarball. */
const NOT_RESTORED = ['server.pid', REQUEST_FILE, RESULT_FILE];

interface BackupRequest {
  id: string;
  file: string;
}
interface BackupResult {
  id: string;
  error?: string;
}

/** The tarball of DATA_DIR, taken between two statements (PGlite's query lock), written whole or not at all. */
async function dumpTo(pglite: PGlite, file: string) {
  await pglite.exec('checkpoint');
  const tarball = await pglite.dumpDataDir('gzip');
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
  await rename(partial, file);
}

/**
 * In the store (embedded database only): answers a backup request (SIGUSR2, with the request file in DATA_DIR)
 * with a consistent snapshot while it goes on serving. Only a user who may signal the process and write DATA_DIR
 * can ask. Answers the function that stops listening.
 */
export function answerBackupRequests(database: Database, dataDir: string, log: Logger) {
  const pglite = database.pglite;
  if (!pglite) return () => {};
  let busy = false;
  const onSignal = () => {
    if (busy) return;
    busy = true;
    void (async () => {
      let request: BackupRequest | null = null;
      try {
        request = JSON.parse(readFileSync(join(dataDir, REQUEST_FILE), 'utf8')) as BackupRequest;
        rmSync(join(dataDir, REQUEST_FILE), { force: true });
        await dumpTo(pglite, request.file);
        log.info('backup written', { file: request.file });
        writeResult(dataDir, { id: request.id });
      } catch (error) {
        log.error('backup failed', { error: String(error) });
        if (request) writeResult(dataDir, { id: request.id, error: String(error) });
      } finally {
        busy = false;
      }
    })();
  };
  process.on('SIGUSR2', onSignal);
  return () => void process.off('SIGUSR2', onSignal);
}

function writeResult(dataDir: string, result: BackupResult) {
  writeFileSync(join(dataDir, RESULT_FILE), JSON.stringify(result), { mode: 0o600 });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * A backup of the embedded database: asked of the store running on DATA_DIR when there is one (it goes on
 * serving), else read from the directory, which nothing else may open meanwhile.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
  timeoutMs = 120_000,
): Promise<'store' | 'directory'> {
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new Error(`No embedded database in DATA_DIR ${dataDir}`);
  const owner = dataDirOwner(dataDir);
  if (owner === null) {
    // No store on it: this command holds the directory's lock meanwhile, so none starts.
    const unlock = lockDataDir(dataDir);
    try {
      const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
      try {
        await dumpTo(pglite, file);
      } finally {
        await pglite.close();
      }
    } finally {
      unlock();
    }
    return 'directory';
  }
  const id = randomUUID();
  rmSync(join(dataDir, RESULT_FILE), { force: true });
  writeFileSync(join(dataDir, REQUEST_FILE), JSON.stringify({ id, file } satisfies BackupRequest), {
    mode: 0o600,
  });
  process.kill(owner, 'SIGUSR2');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    await sleep(100);
    const result = await readFile(join(dataDir, RESULT_FILE), 'utf8')
      .then((text) => JSON.parse(text) as BackupResult)
      .catch(() => null);
    if (result?.id !== id) continue;
    rmSync(join(dataDir, RESULT_FILE), { force: true });
    if (result.error) throw new Error(`The store (pid ${owner}) could not write the backup: ${result.error}`);
    return 'store';
  }
  throw new Error(`The store (pid ${owner}) did not answer the backup request within ${timeoutMs / 1000} s`);
}

/**
 * Restores an embedded backup into DATA_DIR while no store runs on it. A DATA_DIR with anything in it is moved aside
 * first (`<DATA_DIR>.before-restore-<time>`), never deleted. The database is started once on the restored files
 * (PostgreSQL's own recovery) before the command ends. Answers where the old directory went, if anywhere.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  at = new Date(),
): Promise<string | null> {
  if ((await backupKindOf(file)) !== 'embedded') {
    throw new Error(
      `${file} is not a backup of the embedded database (npm run db:backup without DATABASE_URL makes one)`,
    );
  }
  const owner = dataDirOwner(dataDir);
  if (owner !== null)
    throw new Error(`The store is running on DATA_DIR ${dataDir} (pid ${owner}): stop it first`);
  const tarball = new Blob([await readFile(file)]);
  let aside: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    aside = `${resolve(dataDir)}.before-restore-${at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')}`;
    renameSync(dataDir, aside);
  }
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir, loadDataDir: tarball, extensions: { pg_trgm } });
  try {
    await pglite.query('select 1');
  } finally {
    await pglite.close();
  }
  for (const name of NOT_RESTORED) rmSync(join(dataDir, name), { force: true });
  return aside;
}
