import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { writeDevToken } from '#server/config/dev-token.ts';
import { serve } from '@hono/node-server';
import { loadEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { lockDataDir } from '#server/db/data-dir-lock.ts';
import { migrate } from '#server/db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/seed-accounts.ts';
import { DEMO_COUPONS } from '#server/db/seed/seed-coupons.ts';
import { seedIfEmpty } from '#server/db/seed/seed.ts';
import { createApp } from '#server/http/app.ts';
import { createLogger } from '#server/log.ts';
import { attachRealtime } from '#server/realtime/hub.ts';
import { createServices } from '#server/services.ts';

const env = loadEnv();
const log = createLogger(env.LOG_LEVEL);

let unlock = () => {};
if (!env.DATABASE_URL) {
  mkdirSync(env.DATA_DIR, { recursive: true });
  unlock = lockDataDir(env.DATA_DIR);
}
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolSize: env.DATABASE_POOL_SIZE,
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

const services = createServices(env, database, log);
if (env.DEV_TOOLS) writeDevToken(env.DATA_DIR, env.DEV_TOKEN);
const app = createApp(services);
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info('listening', { url: `http://localhost:${info.port}`, database: database.kind });
});
async function resolveUser(headers: Headers) {
  const session = await services.auth.api.getSession({ headers });
  const user = session ? await services.users.sessionUser(session.user.id) : null;
  return user ? { userId: user.id, roles: user.roles } : null;
}
const realtime = attachRealtime(server as Server, {
  bus: services.bus,
  authorize: services.orders.authorizeTopic,
  resolveUser,
  // The same browser origins the HTTP origin check trusts.
  allowedOrigin: [env.PUBLIC_URL, ...env.TRUSTED_ORIGINS.split(',').filter(Boolean)],
  log,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal });
  const timer = setTimeout(() => process.exit(1), 10_000);
  await realtime.close();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  });
  await services.bus.close();
  await database.close();
  unlock();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
