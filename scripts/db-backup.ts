// npm run db:backup [-- <file>]
// Backs up the store's database: with DATABASE_URL, pg_dump in its custom format; without, the embedded database's
// DATA_DIR as a gzipped tarball, taken by the running store between two statements (it goes on serving), or read
// from the directory when no store runs. The file defaults to backups/nymnyc-<UTC time>.{pgdump,tar.gz}.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { databaseTarget } from '#server/config/env.ts';
import { backupEmbedded, backupPostgres, defaultBackupFile } from '#server/db/backup.ts';

const target = databaseTarget();
const kind = target.databaseUrl ? 'postgres' : 'embedded';
const file = resolve(process.argv[2] ?? defaultBackupFile(kind));
const started = performance.now();
try {
  if (target.databaseUrl) {
    await backupPostgres(target.databaseUrl, file);
    console.log(`PostgreSQL backed up with pg_dump (custom format)`);
  } else {
    const how = await backupEmbedded(target.dataDir, file);
    console.log(
      how === 'store'
        ? `The embedded database backed up by the store running on ${target.dataDir}, which went on serving`
        : `The embedded database in ${target.dataDir} backed up (no store was running on it)`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${file} (${(statSync(file).size / 1024 / 1024).toFixed(1)} MB, ${seconds} s)`);
console.log(`Restore it with: npm run db:restore -- ${file}`);
