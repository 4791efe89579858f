import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { generateVapidKeys } from '#server/config/vapid-keys.ts';
import { nginxConf, REPO, unitInstance, UNIT_FILE, UPSTREAM_FILE, upstreamPorts } from './cluster-files.ts';

export { REPO };

/**
 * Several store processes on one PostgreSQL behind Debian's nginx, started from the files an operator installs:
 * each process from `deploy/systemd/nymnyc@.service` (its Environment= and ExecStart= lines, %i the instance), and
 * nginx from `deploy/nginx/nymnyc-upstream.conf` and `nymnyc-locations.conf`, included as they are. `npm run cluster`
 * and the cluster test both start it here.
 */

const NGINX = '/usr/sbin/nginx';

function portFree(port: number) {
  return new Promise<boolean>((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function asRoot(args: string[]) {
  const root = process.getuid?.() === 0;
  const argv = root ? args : ['sudo', '-n', ...args];
  return spawnSync(argv[0]!, argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Debian's nginx, installed with apt-get when missing (as the test script installs Chromium). */
export function ensureNginx(log: (line: string) => void = console.log) {
  if (existsSync(NGINX)) return NGINX;
  log('nginx is missing: installing the Debian nginx-light package');
  let result = asRoot(['apt-get', 'install', '-y', 'nginx-light']);
  if (result.status !== 0) {
    asRoot(['apt-get', 'update']);
    result = asRoot(['apt-get', 'install', '-y', 'nginx-light']);
  }
  if (result.status !== 0 || !existsSync(NGINX)) {
    throw new Error(
      'cannot install nginx (apt-get with root or sudo is needed): apt-get install nginx-light',
    );
  }
  return NGINX;
}

/** The settings every process shares, made once and kept in `dir` (as /etc/nymnyc/nymnyc.env is on a server). */
export function sharedSettings(dir: string, databaseUrl: string, publicUrl: string): Record<string, string> {
  const file = join(dir, 'nymnyc.env');
  const kept: Record<string, string> = {};
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const eq = line.indexOf('=');
      if (eq > 0 && !line.startsWith('#')) kept[line.slice(0, eq)] = line.slice(eq + 1);
    }
  }
  const vapid = kept.VAPID_PUBLIC_KEY ? null : generateVapidKeys();
  const settings = {
    AUTH_SECRET: kept.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
    VAPID_PUBLIC_KEY: kept.VAPID_PUBLIC_KEY ?? vapid!.publicKey,
    VAPID_PRIVATE_KEY: kept.VAPID_PRIVATE_KEY ?? vapid!.privateKey,
    METRICS_TOKEN: kept.METRICS_TOKEN ?? randomBytes(32).toString('base64url'),
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    // A demo store: the demo catalog and accounts, as `npm start` has them.
    SEED_DEMO: 'true',
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    file,
    `# The cluster's shared settings (what /etc/nymnyc/nymnyc.env holds on a server)\n${Object.entries(
      settings,
    )
      .map(([k, v]) => `${k}=${v}`)
      .join('\n')}\n`,
    { mode: 0o600 },
  );
  return settings;
}

export interface ClusterOptions {
  databaseUrl: string;
  /** Where the cluster keeps its state: settings, nginx's files, the processes' DATA_DIRs and logs. */
  dir: string;
  /** nginx's port. */
  port: number;
  /** How many processes: the upstream file lists three. */
  processes?: number;
  /** Moves every process's port (and nginx's upstream with it) by this much; 0 includes the files as they are. */
  portOffset?: number;
  /** Settings over the shared ones (tests: a log level, rate limits off, their origin trusted). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface StoreProcess {
  instance: number;
  port: number;
  origin: string;
  pid(): number | undefined;
  /** Starts it (again) and waits until /readyz answers 200. */
  start(): Promise<void>;
  /** SIGTERM, and waits for its exit. */
  stop(): Promise<void>;
  /** SIGKILL, at once: no drain, no goodbye. */
  kill(): Promise<void>;
  output(): string;
}

export interface Cluster {
  origin: string;
  processes: StoreProcess[];
  settings: Record<string, string>;
  /** Restarts the processes one after another, each back in rotation before the next stops. */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

async function waitReady(origin: string, alive: () => boolean, output: () => string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`the process at ${origin} exited during start-up:\n${output()}`);
    const ok = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`the process at ${origin} was not ready within ${timeoutMs / 1000} s:\n${output()}`);
}

function storeProcess(
  options: ClusterOptions,
  instance: number,
  settings: Record<string, string>,
): StoreProcess {
  const unit = unitInstance(readFileSync(UNIT_FILE, 'utf8'), instance);
  const offset = options.portOffset ?? 0;
  const port = Number(unit.env.PORT) + offset;
  const dataDir = join(options.dir, `data-${instance}`);
  mkdirSync(dataDir, { recursive: true });
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...settings,
    ...unit.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(unit.env.METRICS_PORT ? { METRICS_PORT: String(Number(unit.env.METRICS_PORT) + offset) } : {}),
    ...options.env,
  };
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let text = '';
  const [program, ...args] = unit.command;
  return {
    instance,
    port,
    origin,
    pid: () => child?.pid,
    output: () => text,
    async start() {
      if (child) throw new Error(`process ${instance} is running`);
      // The unit's ExecStart, run by this Node.js (the unit names /usr/bin/node) in the checkout.
      const started = spawn(program === '/usr/bin/node' ? process.execPath : program!, args, {
        cwd: REPO,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const keep = (chunk: Buffer) => (text = (text + chunk.toString()).slice(-8000));
      started.stdout!.on('data', keep);
      started.stderr!.on('data', keep);
      exited = new Promise((done) => started.once('exit', () => done()));
      void exited.then(() => {
        if (child === started) child = null;
      });
      await waitReady(
        origin,
        () => child === started,
        () => text,
      );
    },
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? console.log;
  const dir = resolve(options.dir);
  mkdirSync(dir, { recursive: true });
  const nginx = ensureNginx(log);
  const count = options.processes ?? 3;
  const offset = options.portOffset ?? 0;
  const ports = upstreamPorts().slice(0, count);
  if (ports.length < count) throw new Error(`${UPSTREAM_FILE} lists ${ports.length} servers, not ${count}`);
  const unit = readFileSync(UNIT_FILE, 'utf8');
  const metricsPorts = ports.flatMap((_, i) => {
    const port = unitInstance(unit, i + 1).env.METRICS_PORT;
    return port ? [Number(port) + offset] : [];
  });
  for (const port of [...ports.map((p) => p + offset), ...metricsPorts, options.port]) {
    if (!(await portFree(port))) throw new Error(`port ${port} is in use: stop what listens there first`);
  }
  const origin = `http://127.0.0.1:${options.port}`;
  const settings = sharedSettings(dir, options.databaseUrl, options.env?.PUBLIC_URL ?? origin);
  const processes = Array.from({ length: count }, (_, i) => storeProcess(options, i + 1, settings));
  const proxyDir = join(dir, 'nginx');
  mkdirSync(proxyDir, { recursive: true });
  const confFile = join(proxyDir, 'nginx.conf');
  writeFileSync(confFile, nginxConf(options, dir, proxyDir));
  let proxy: ChildProcess | null = null;
  const stop = async () => {
    if (proxy) {
      const done = new Promise((resolve) => proxy!.once('exit', resolve));
      proxy.kill('SIGQUIT');
      await done;
      proxy = null;
    }
    await Promise.all(processes.map((p) => p.stop()));
  };
  try {
    // The first migrates and seeds; the others start side by side after it.
    log(`starting store process 1 of ${count} (migrations, demo data)`);
    await processes[0]!.start();
    log(`starting store processes 2..${count}`);
    await Promise.all(processes.slice(1).map((p) => p.start()));
    const test = spawnSync(nginx, ['-t', '-c', confFile, '-p', proxyDir], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);
    proxy = spawn(nginx, ['-c', confFile, '-p', proxyDir], { stdio: ['ignore', 'inherit', 'inherit'] });
    await waitReady(
      origin,
      () => proxy !== null && proxy.exitCode === null,
      () => readFileSync(join(proxyDir, 'error.log'), 'utf8'),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    processes,
    settings,
    async rollingRestart() {
      for (const p of processes) {
        await p.stop();
        await p.start();
      }
    },
    stop,
  };
}
