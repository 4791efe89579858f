import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock the processes of one PostgreSQL database migrate under, one after another. */
const MIGRATION_LOCK = 727_002;

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres' && database.pool) {
    // Processes starting together (a cluster, a rolling upgrade) take turns: the first applies what is new, the
    // others find it applied. The lock is held on a connection outside the pool (which may have only one).
    const holder = new pg.Client({ connectionString: database.pool.options.connectionString });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await holder.end();
    }
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}

/** How many migrations this build ships (drizzle's journal). */
export function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * How many of this build's migrations the database has not applied (0 when it is up to date or newer): a process
 * that finds its schema behind must not take traffic.
 */
export async function migrationsBehind(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  const applied = Number((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
  return Math.max(0, shippedMigrations() - applied);
}
