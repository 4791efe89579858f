// npm run cluster
// The store as it runs in production on one machine: PostgreSQL, three store processes started from
// deploy/systemd/nymnyc@.service, and Debian's nginx in front of them with deploy/nginx's files, on one port.
// PostgreSQL: DATABASE_URL's when set, else one kept in .cluster/postgres (Debian's PostgreSQL, installed when
// missing). nginx is installed when missing. Ctrl+C stops everything; SIGHUP restarts the processes one by one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/seed/seed-accounts.ts';
import { REPO, startCluster } from './lib/cluster.ts';

const DIR = join(REPO, '.cluster');
const PORT = Number(process.env.CLUSTER_PORT ?? 8080);
const PG_PORT = Number(process.env.CLUSTER_PG_PORT ?? 54329);

const root = process.getuid?.() === 0;
const run = (argv: string[], quiet = false) =>
  spawnSync(argv[0]!, argv.slice(1), {
    stdio: quiet ? 'pipe' : 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
  });
const asRoot = (argv: string[]) => run(root ? argv : ['sudo', '-n', ...argv]);
/** PostgreSQL refuses to run as root: as root its programs run as the postgres user. */
const asOwner = (argv: string[]) => run(root ? ['runuser', '-u', 'postgres', '--', ...argv] : argv);

function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const newest = () =>
    existsSync(base)
      ? readdirSync(base)
          .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
          .sort((a, b) => Number(b) - Number(a))[0]
      : undefined;
  if (process.env.PG_BIN) return process.env.PG_BIN;
  if (!newest()) {
    console.log('PostgreSQL is missing: installing the Debian postgresql package');
    if (asRoot(['apt-get', 'install', '-y', 'postgresql']).status !== 0) {
      asRoot(['apt-get', 'update']);
      asRoot(['apt-get', 'install', '-y', 'postgresql']);
    }
  }
  const version = newest();
  if (!version) throw new Error('cannot install PostgreSQL (apt-get with root or sudo is needed)');
  return join(base, version, 'bin');
}

/** The cluster's own PostgreSQL in .cluster/postgres, kept between runs; answers its URL and how to stop it. */
function ownPostgres() {
  const bin = postgresBin();
  const data = join(DIR, 'postgres');
  if (root && run(['id', 'postgres'], true).status !== 0) {
    run(['useradd', '--system', '--home-dir', '/var/lib/postgresql', '--shell', '/bin/bash', 'postgres']);
  }
  if (!existsSync(join(data, 'PG_VERSION'))) {
    mkdirSync(data, { recursive: true });
    if (root) run(['chown', '-R', 'postgres:', DIR + '/postgres']);
    const init = asOwner([
      join(bin, 'initdb'),
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    if (init.status !== 0) throw new Error('initdb failed');
  }
  const options = `-p ${PG_PORT} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const start = asOwner([
    join(bin, 'pg_ctl'),
    '-D',
    data,
    '-l',
    join(data, 'server.log'),
    '-o',
    options,
    '-w',
    'start',
  ]);
  if (start.status !== 0) throw new Error(`PostgreSQL did not start: see ${join(data, 'server.log')}`);
  const url = `postgres://postgres@127.0.0.1:${PG_PORT}`;
  run([join(bin, 'createdb'), '-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'postgres', 'nymnyc'], true);
  return {
    url: `${url}/nymnyc`,
    stop: () => void asOwner([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']),
  };
}

if (!existsSync(join(REPO, 'dist', 'web', 'index.html'))) {
  console.log('Building the web app (dist/web is missing)...');
  if (run(['npm', 'run', 'build']).status !== 0) process.exit(1);
}

mkdirSync(DIR, { recursive: true });
const postgres = process.env.DATABASE_URL ? null : ownPostgres();
const databaseUrl = process.env.DATABASE_URL ?? postgres!.url;
let cluster: Awaited<ReturnType<typeof startCluster>>;
try {
  cluster = await startCluster({
    databaseUrl,
    dir: DIR,
    port: PORT,
    env: { PUBLIC_URL: `http://localhost:${PORT}` },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  postgres?.stop();
  process.exit(1);
}

const lines = DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(28)} ${a.note}`);
console.log(
  `\n  The store: http://localhost:${PORT} (nginx, in front of ${cluster.processes.length} processes on ` +
    `${cluster.processes.map((p) => p.port).join(', ')}; PostgreSQL ${postgres ? 'in .cluster/postgres' : 'of DATABASE_URL'})\n` +
    `  Metrics: each process on METRICS_PORT (9101..), and at /metrics with the METRICS_TOKEN in .cluster/nymnyc.env\n` +
    `  Demo accounts (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n` +
    `  Ctrl+C stops it all; kill -HUP ${process.pid} restarts the processes one by one.\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  postgres?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGHUP', () => {
  console.log('Restarting the processes one by one...');
  void cluster.rollingRestart().then(() => console.log('All processes restarted.'));
});
