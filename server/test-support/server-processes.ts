import { join } from 'node:path';
import type { Database } from '#server/db/client.ts';
import { REPO_ROOT } from '../../bench/lib/results.ts';
import { startServer, type RunningServer } from '../../bench/lib/server.ts';

/**
 * Two server processes on one PostgreSQL database, with `env`. Each is pushed onto `servers` as it starts, so that
 * the file's `afterAll` stops it even when the other failed to start (whose error is then thrown).
 */
export async function startTwoServers(
  database: Database,
  env: Record<string, string>,
  servers: RunningServer[],
) {
  const started = await Promise.allSettled(
    [1, 2].map(() =>
      startServer({
        databaseUrl: database.pool!.options.connectionString!,
        webDist: join(REPO_ROOT, 'dist', 'web'),
        startTimeoutMs: 40_000,
        env,
      }),
    ),
  );
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
