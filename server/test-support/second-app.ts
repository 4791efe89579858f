import { createApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { createLogger } from '#server/log.ts';
import { createServices } from '#server/create-services.ts';
import { testEnv, type TestApp } from './test-app.ts';

/**
 * Another app instance on the same database, as a second server process would be: on PostgreSQL with its own pool
 * and its own event bus (LISTEN/NOTIFY between them); on PGlite, which has one connection, sharing the first one's
 * database and bus.
 */
export async function secondApp(first: TestApp) {
  const env = testEnv();
  const url = first.database.kind === 'postgres' ? first.database.pool?.options.connectionString : undefined;
  const database = url ? await openDatabase({ databaseUrl: url, poolSize: 5 }) : first.database;
  const services = createServices(env, database, createLogger(env.LOG_LEVEL), {
    bus: url ? undefined : first.services.bus,
  });
  if (url) await services.bus.ready();
  return {
    app: createApp(services),
    services,
    close: async () => {
      await services.pages.close();
      if (!url) return;
      await services.bus.close();
      await database.close();
    },
  };
}
