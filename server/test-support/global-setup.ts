import { mkdir, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { seedIfEmpty } from '#server/seed/seed.ts';
import { TEMPLATE_DB, TEMPLATE_DUMP, withDatabase } from './database.ts';

/** Migrates and seeds one template database per test run; every test file clones it. */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    await migrate(database);
    await seedIfEmpty(database.db);
    const dump = await database.pglite!.dumpDataDir('none');
    await mkdir('.test-data', { recursive: true });
    await writeFile(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB) });
  await migrate(database);
  await seedIfEmpty(database.db);
  await database.close();
}
