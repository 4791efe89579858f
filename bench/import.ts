import { join } from 'node:path';
import { installSignalHandlers, runCleanup } from './lib/cleanup.ts';
import { measureImport } from './lib/import-load.ts';
import { startPostgres } from './lib/postgres.ts';
import { loadResults, REPO_ROOT, saveResults } from './lib/results.ts';
import { startServer } from './lib/server.ts';

/**
 * `npm run bench:import`: the product CSV import on PostgreSQL alone (10,000 products, preview then import), on the
 * DATABASE_URL given or a throwaway PostgreSQL. The numbers go into bench/results/latest.json (`import`), which
 * `npm run bench:check` holds to its budget; `npm run bench` measures it too.
 */
const log = (message: string) => process.stderr.write(`bench:import: ${message}\n`);

async function main() {
  installSignalHandlers();
  const given = process.env.DATABASE_URL;
  const pg = given ? null : await startPostgres();
  const server = await startServer({ webDist: join(REPO_ROOT, 'dist/web'), databaseUrl: given ?? pg!.url });
  const results = loadResults();
  try {
    const measured = await measureImport(server.origin, log);
    log(
      `preview ${measured.previewSeconds} s, import ${measured.importSeconds} s ` +
        `(${measured.products} products, ${measured.variants} variants, ${measured.megabytes} MB)`,
    );
    if (results) {
      results.import = measured;
      delete results.importError;
      saveResults(results);
    }
  } finally {
    await server.stop();
    await pg?.stop();
    await runCleanup();
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
