import { join } from 'node:path';
import { ORIGIN } from '#server/test-support/test-app.ts';
import { REPO_ROOT } from '../../bench/lib/results.ts';
import { startServer, type RunningServer } from '../../bench/lib/server.ts';

export type { RunningServer };

export interface FaultServerOptions {
  databaseUrl?: string;
  /** PGlite mode: the DATA_DIR to use (kept after the server stops). */
  dataDir?: string;
  env?: Record<string, string>;
}

/** A real `server/main.ts` process, rate limits off, trusting the test clients' ORIGIN. */
export function startFaultServer(options: FaultServerOptions = {}): Promise<RunningServer> {
  return startServer({
    webDist: join(REPO_ROOT, 'dist', 'web'),
    startTimeoutMs: 40_000,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    env: {
      TRUSTED_ORIGINS: ORIGIN,
      LOG_LEVEL: 'error',
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...options.env,
    },
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value other than undefined, or throws after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** The status of GET /api/health, or null when no answer came within `timeoutMs`. */
export async function health(origin: string, timeoutMs = 5000) {
  const started = Date.now();
  try {
    const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, ms: Date.now() - started, body: (await res.json()) as unknown };
  } catch (error) {
    return { status: null, ms: Date.now() - started, body: String(error) };
  }
}
