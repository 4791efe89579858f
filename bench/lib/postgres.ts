import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { onCleanup } from './cleanup.ts';
import { REPO_ROOT } from './results.ts';

const run = promisify(execFile);
const SCRIPT = join(REPO_ROOT, 'scripts', 'lib', 'postgres.sh');

export interface RunningPostgres {
  url: string;
  /** Where scripts/lib/postgres.sh keeps the cluster (`data/`) and its log (`server.log`). */
  base: string;
  stop(): Promise<void>;
}

function bash(body: string, env: NodeJS.ProcessEnv = {}, args: string[] = []) {
  return run('bash', ['-c', `source "${SCRIPT}" && ${body}`, 'bench', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    timeout: 180_000,
    maxBuffer: 1024 * 1024,
  });
}

/** Null when a throwaway PostgreSQL 15 can be started, otherwise why not. */
export async function postgresUnavailable(): Promise<string | null> {
  if (!existsSync(SCRIPT)) return 'scripts/lib/postgres.sh is missing';
  try {
    await bash('pg_available');
    return null;
  } catch {
    const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
    return `PostgreSQL 15 binaries not found in ${bin}`;
  }
}

/** Starts a throwaway PostgreSQL 15 (initdb in a temp dir, trust auth, free port) via scripts/lib/postgres.sh. */
export async function startPostgres(): Promise<RunningPostgres> {
  const stateFile = join(tmpdir(), `nymnyc-bench-pg-${process.pid}-${Date.now()}.state`);
  const stop = onCleanup(async () => {
    if (!existsSync(stateFile)) return;
    const base = readFileSync(stateFile, 'utf8').trim();
    rmSync(stateFile, { force: true });
    if (base) await bash('pg_stop "$1"', {}, [base]);
  });
  try {
    const { stdout } = await bash('pg_start', { PG_STATE_FILE: stateFile });
    const url = stdout.trim().split('\n').pop() ?? '';
    if (!url.startsWith('postgres://')) throw new Error(`pg_start printed no URL: ${stdout}`);
    return { url, base: readFileSync(stateFile, 'utf8').trim(), stop };
  } catch (error) {
    await stop();
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${stderr}`.trim());
  }
}

/** One connection to `url` for `fn`, closed afterwards whatever happens. */
export async function withClient<T>(url: string, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}
