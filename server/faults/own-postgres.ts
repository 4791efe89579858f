import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { startPostgres, withClient } from '../../bench/lib/postgres.ts';

const run = promisify(execFile);
const PG_CTL = join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'pg_ctl');

/** Whether this machine has the PostgreSQL 15 binaries to start (and crash) a server of the test's own. */
export const canRunOwnPostgres = existsSync(PG_CTL);

// PostgreSQL refuses to run as root: scripts/lib/postgres.sh runs it as the postgres user, so must we.
const pgCtl = (args: string[]) =>
  process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', PG_CTL, ...args], { timeout: 30_000 })
    : run(PG_CTL, args, { timeout: 30_000 });

/**
 * A throwaway PostgreSQL 15 of this test's own (scripts/lib/postgres.sh), which the test may crash and start
 * again. Commits are synchronous here, so an order acknowledged before a crash must still be there after it.
 */
export async function ownPostgres() {
  const { url, stop } = await startPostgres();
  const dataDir = await withClient(url, async (db) => {
    await db.query('alter database postgres set synchronous_commit = on');
    return (await db.query<{ data_directory: string }>('show data_directory')).rows[0]!.data_directory;
  });
  const port = new URL(url).port;
  return {
    url,
    /** pg_ctl stop -m immediate: every backend dies at once, as in a crash; recovery replays the WAL. */
    crash: () => pgCtl(['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    start: () =>
      pgCtl([
        '-D',
        dataDir,
        '-l',
        join(dirname(dataDir), 'server.log'),
        '-o',
        `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
        '-w',
        'start',
      ]),
    stop,
  };
}
