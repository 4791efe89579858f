import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { writeDevToken } from '#server/config/dev-token.ts';
import { serve } from '@hono/node-server';
import { loadEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { DataDirInUseError, lockDataDir } from '#server/db/data-dir-lock.ts';
import { migrate } from '#server/db/migrate.ts';
import { answerBackupRequests } from '#server/db/backup.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/seed/seed-accounts.ts';
import { DEMO_COUPONS } from '#server/seed/seed-coupons.ts';
import { seedIfEmpty } from '#server/seed/seed.ts';
import { createApp } from '#server/app.ts';
import { keepConnectionsAlive } from '#server/http/keep-alive.ts';
import { createLogger } from '#server/log.ts';
import { attachStoreRealtime } from '#server/realtime/store-realtime.ts';
import { createServices } from '#server/create-services.ts';
import { createMetrics } from '#server/metrics/metrics.ts';
import { serveMetrics } from '#server/metrics/metrics-server.ts';
import { createShutdown } from '#server/shutdown.ts';

const env = loadEnv();
const log = createLogger(env.LOG_LEVEL);
if (env.authSecretFile && env.DATABASE_URL) {
  // Servers sharing one database must sign with one secret; a secret file is only shared through one DATA_DIR.
  log.warn(
    'AUTH_SECRET is not set: using the secret kept in DATA_DIR; set AUTH_SECRET when several servers share the database',
    {
      file: env.authSecretFile,
    },
  );
}
if (env.vapidKeyFile && env.DATABASE_URL) {
  // Browsers subscribe with one server's public key; another server signing with its own pair is refused.
  log.warn(
    'VAPID_* are not set: using the Web Push keys kept in DATA_DIR; set them when several servers share the database',
    {
      file: env.vapidKeyFile,
    },
  );
}

let unlock = () => {};
if (!env.DATABASE_URL) {
  mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    unlock = lockDataDir(env.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  // Also when the process ends without a clean shutdown (an uncaught error, the shutdown timeout).
  process.on('exit', () => unlock());
}
// The process's metrics, with the Node.js families (event-loop lag, memory, CPU).
const metrics = createMetrics({ runtime: true });
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolSize: env.DATABASE_POOL_SIZE,
  countRoundTrips: env.DB_COUNT_ROUND_TRIPS,
  onConnectionError: (error) => log.warn('database connection lost', { error: error.message }),
});
await migrate(database);

if (env.SEED_DEMO) {
  const seeded = await seedIfEmpty(database.db);
  const lines = DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(28)} ${a.note}`);
  process.stdout.write(
    `\n  Demo data ${seeded ? 'seeded' : 'present'}. Demo accounts (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n` +
      `  Demo coupons: ${DEMO_COUPONS.map((c) => `${c.code} (${c.description})`).join(', ')}\n\n`,
  );
}

const services = createServices(env, database, log, { metrics });
// `npm run db:backup` asks the store for a snapshot of the embedded database (SIGUSR2); it goes on serving.
const stopBackups = env.DATABASE_URL ? () => {} : answerBackupRequests(database, env.DATA_DIR, log);
const metricsServer = env.METRICS_PORT
  ? serveMetrics(metrics, { port: env.METRICS_PORT, host: env.METRICS_HOST, log })
  : null;
if (env.DEV_TOOLS) writeDevToken(env.DATA_DIR, env.DEV_TOKEN);
const app = createApp(services);
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info('listening', { url: env.PUBLIC_URL, port: info.port, database: database.kind });
  void services.pages.warm();
  services.analytics.startRollUps();
  services.couriers.doorChecks.startRetention();
  services.notifications.worker
    .start()
    .catch((error: unknown) => log.error('outbox worker did not start', { error: String(error) }));
  void services.catalog.import.worker.start();
}) as Server;
keepConnectionsAlive(server);
const realtime = attachStoreRealtime(server, services);

const shutdown = createShutdown({
  server,
  realtime,
  after: [
    () => services.analytics.stopRollUps(),
    () => services.couriers.doorChecks.stopRetention(),
    () => services.users.passwordReset.settled(),
    () => services.notifications.worker.stop(),
    () => services.catalog.import.worker.stop(),
    () => services.pages.close(),
    stopBackups,
    () => services.bus.close(),
    () => metricsServer?.close(),
    () => database.close(),
    unlock,
  ],
  log,
  readiness: { drain: services.readiness.drain, delayMs: env.SHUTDOWN_DRAIN_MS },
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  exit: (code) => process.exit(code),
});
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
