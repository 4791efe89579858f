import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateVapidKeys } from '#server/config/vapid-keys.ts';
import { onCleanup } from './cleanup.ts';
import { REPO_ROOT, type DatabaseKind } from './results.ts';

export interface ServerOptions {
  /** PostgreSQL connection string; without it the server uses PGlite in a fresh temporary DATA_DIR. */
  databaseUrl?: string;
  webDist: string;
  startTimeoutMs?: number;
  /** A free port when unset. */
  port?: number;
  /** Extra environment, applied last (e.g. DEV_TOOLS, TRUSTED_ORIGINS); an empty value unsets the variable. */
  env?: Record<string, string>;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  origin: string;
  database: DatabaseKind;
  /** The server process, for fault tests that signal it themselves. */
  pid: number;
  /** Settles when the process has exited. */
  exited: Promise<ServerExit>;
  /** The last 4,000 characters the process wrote. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One Web Push key pair for every server of this run, as servers sharing a database must have (production asks). */
const VAPID = generateVapidKeys();

/** Starts `node --import tsx server/main.ts` in production mode and waits until /api/health answers 200. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  // Also on PostgreSQL: with DEV_TOOLS on, the server writes DATA_DIR/dev-token, which must not be the repo's .data.
  const dataDir = mkdtempSync(join(tmpdir(), 'nymnyc-bench-data-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'PUBLIC_URL', 'TRUSTED_ORIGINS', 'SMTP_URL'])
    delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(36).toString('base64url'),
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    PUBLIC_URL: origin,
    WEB_DIST: options.webDist,
    DATA_DIR: dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  // An empty value in `options.env` unsets the variable (e.g. PUBLIC_URL: '' to start with the derived origin).
  for (const [key, value] of Object.entries(options.env ?? {})) if (value === '') delete env[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let running = true;
  void exited.then(() => (running = false));

  const stop = onCleanup(async () => {
    if (running) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  while (Date.now() < deadline && running) {
    try {
      const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        const database = options.databaseUrl ? 'postgres' : 'pglite';
        return { origin, database, pid: child.pid!, exited, output: () => output, stop };
      }
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  const exit = running ? null : await exited;
  const why = exit ? `exited during start-up (code ${exit.code})` : 'did not answer /api/health in time';
  await stop();
  throw new Error(`The server ${why}. Last output:\n${output.trim()}`);
}
