import { join } from 'node:path';
import { installSignalHandlers, runCleanup } from './lib/cleanup.ts';
import { measureImport } from './lib/import-load.ts';
import { measureImportUnderLoad, type ImportUnderLoadResult } from './lib/import-under-load.ts';
import { startPostgres } from './lib/postgres.ts';
import { loadResults, REPO_ROOT, saveResults } from './lib/results.ts';
import { startServer } from './lib/server.ts';

/**
 * `npm run bench:import`: the product CSV import on PostgreSQL (10,000 products, preview then import), on the
 * DATABASE_URL given or a throwaway PostgreSQL; then, on PostgreSQL and on PGlite, a 40,000-row import while one
 * client reads the catalog back to back. The numbers go into bench/results/latest.json (`import`,
 * `importUnderLoad`), which `npm run bench:check` holds to its budgets; `npm run bench` measures them too.
 */
const log = (message: string) => process.stderr.write(`bench:import: ${message}\n`);
const webDist = join(REPO_ROOT, 'dist/web');

const underLoad = (r: ImportUnderLoadResult) =>
  `${r.database}: ${r.rows} rows imported in ${r.importSeconds} s (202 in ${r.submitMs} ms); GET /api/products ` +
  `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms over ${r.polls} polls (${r.failedPolls} failed)`;

async function main() {
  installSignalHandlers();
  const given = process.env.DATABASE_URL;
  const pg = given ? null : await startPostgres();
  const results = loadResults();
  const loaded: ImportUnderLoadResult[] = [];
  try {
    const server = await startServer({ webDist, databaseUrl: given ?? pg!.url });
    try {
      const measured = await measureImport(server.origin, log);
      log(
        `preview ${measured.previewSeconds} s, import ${measured.importSeconds} s ` +
          `(${measured.products} products, ${measured.variants} variants, ${measured.megabytes} MB)`,
      );
      if (results) {
        results.import = measured;
        delete results.importError;
      }
      loaded.push(await measureImportUnderLoad(server.origin, 'postgres', log));
      log(underLoad(loaded.at(-1)!));
    } finally {
      await server.stop();
    }
    const embedded = await startServer({ webDist });
    try {
      loaded.push(await measureImportUnderLoad(embedded.origin, 'pglite', log));
      log(underLoad(loaded.at(-1)!));
    } finally {
      await embedded.stop();
    }
    if (results) {
      results.importUnderLoad = loaded;
      delete results.importUnderLoadError;
      saveResults(results);
    }
  } finally {
    await pg?.stop();
    await runCleanup();
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
