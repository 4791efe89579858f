// npm run db:restore -- <file>
// Restores a backup made by `npm run db:backup`: with DATABASE_URL, into that database, which must be empty
// (pg_restore, one transaction); without, into DATA_DIR while no store runs on it (a DATA_DIR in use is moved aside
// first, never deleted). Then start the store on it: `npm start`.
import { resolve } from 'node:path';
import { databaseTarget } from '#server/config/env.ts';
import { restoreEmbedded, restorePostgres } from '#server/db/backup.ts';

const given = process.argv[2];
if (!given) {
  console.error('usage: npm run db:restore -- <backup file>');
  process.exit(2);
}
const file = resolve(given);
const target = databaseTarget();
try {
  if (target.databaseUrl) {
    await restorePostgres(target.databaseUrl, file);
    console.log(`${file} restored into the database of DATABASE_URL`);
  } else {
    const aside = await restoreEmbedded(target.dataDir, file);
    console.log(`${file} restored into ${target.dataDir}`);
    if (aside) console.log(`The DATA_DIR it replaced is kept in ${aside}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log('Start the store on it with: npm start');
