import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { BUDGETS, FORBIDDEN_ENTRY_STRINGS, evaluateBudgets } from './budgets.ts';
import { analyzeBundle, buildWeb } from './lib/bundle.ts';
import { installSignalHandlers, runCleanup } from './lib/cleanup.ts';
import { measureAdmin } from './lib/admin-load.ts';
import { measureCheckout } from './lib/checkout-load.ts';
import { measureClusters } from './lib/cluster-load.ts';
import { measureFanout } from './lib/fanout.ts';
import { measureImport } from './lib/import-load.ts';
import { measureImportUnderLoad } from './lib/import-under-load.ts';
import { measureSearch } from './lib/search-timing.ts';
import { measureEndpoint, measureEndpoints, type Endpoint, type LoadOptions } from './lib/http-load.ts';
import { runLighthouse } from './lib/lighthouse.ts';
import { lighthousePages } from './lib/lighthouse-pages.ts';
import { postgresUnavailable, startPostgres, type RunningPostgres } from './lib/postgres.ts';
import { REPO_ROOT, RESULTS_DIR, saveResults, type BenchResults, type HttpSuite } from './lib/results.ts';
import { startServer } from './lib/server.ts';
import { renderBudgets, renderFooter, renderTable } from './lib/table.ts';

const numberEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};
const flag = (name: string) => ['1', 'true', 'yes'].includes(process.env[name] ?? '');
const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

const load: LoadOptions = {
  connections: BUDGETS.catalogConnections,
  warmupSeconds: numberEnv('BENCH_WARMUP_SECONDS', 2),
  seconds: Math.max(1, numberEnv('BENCH_SECONDS', 10)),
};

/** Lighthouse runs per page; each row reports the median run and the spread (BENCH_LIGHTHOUSE_RUNS). */
const lighthouseRounds = Math.max(1, Math.round(numberEnv('BENCH_LIGHTHOUSE_RUNS', 3)));

const endpointsFor = (productId: string): Endpoint[] => [
  { name: 'health', path: '/api/health' },
  { name: 'catalog', path: '/api/products' },
  { name: 'catalog-category', path: '/api/products?category=flower' },
  { name: 'product', path: `/api/products/${productId}` },
  { name: 'search', path: '/api/search?q=haze' },
];

/** The first two products of the catalog: the one every page reads, and the one given an uploaded photo. */
async function firstProductIds(origin: string): Promise<[string, string | undefined]> {
  const res = await fetch(`${origin}/api/products`, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json()) as { products?: { id: string }[] };
  const id = body.products?.[0]?.id;
  if (!id) throw new Error(`GET /api/products returned no product (status ${res.status})`);
  return [id, body.products?.[1]?.id];
}

/** Load-tests one server; on PGlite also runs Lighthouse against it. */
async function benchServer(results: BenchResults, webDist: string, databaseUrl?: string) {
  const database = databaseUrl ? 'postgres' : 'pglite';
  const suite: HttpSuite = { database, connections: load.connections, seconds: load.seconds, endpoints: [] };
  results.http.push(suite);
  log(`starting the server on ${database}`);
  const server = await startServer({ webDist, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    const [productId, uploadedProductId] = await firstProductIds(server.origin);
    log(
      `load: ${load.warmupSeconds} s warm-up + ${load.seconds} s per endpoint at ${load.connections} connections`,
    );
    suite.endpoints = await measureEndpoints(server.origin, endpointsFor(productId), load);
    if (database === 'pglite' && !flag('BENCH_SKIP_LIGHTHOUSE')) {
      log(
        `Lighthouse, ${lighthouseRounds} rounds: /, a product page, /cart, /track/:code and a product page with an uploaded photo as a returning visitor; / and the product page as a first visit`,
      );
      results.lighthouse = await runLighthouse(
        server.origin,
        await lighthousePages(server.origin, productId, uploadedProductId),
        lighthouseRounds,
        log,
      );
    }
    if (databaseUrl) await benchCheckout(results, server.origin, databaseUrl);
    else await benchImportUnderLoad(results, server.origin, 'pglite');
  } catch (error) {
    suite.error = error instanceof Error ? error.message : String(error);
  } finally {
    await server.stop();
  }
}

/**
 * Orders per second at 10 and 50 connections, then a sell-out where buyers outnumber units. Each ample-stock run is
 * bracketed by health checks on the same server at the same connections, and its ratio is to their mean: a machine
 * that speeds up or slows down over the run moves both sides.
 */
async function benchCheckout(results: BenchResults, origin: string, databaseUrl: string) {
  const runs = [
    { connections: 10, seconds: load.seconds, stock: 1_000_000 },
    { connections: 50, seconds: load.seconds, stock: 1_000_000 },
    { connections: 50, seconds: Math.min(load.seconds, 5), stock: 100 },
  ];
  const health = async (connections: number) =>
    (
      await measureEndpoint(
        origin,
        { name: 'health', path: '/api/health' },
        { connections, warmupSeconds: 0, seconds: Math.min(load.seconds, 5) },
      )
    ).requestsPerSecond;
  results.checkout = [];
  try {
    // Every first of its kind (statement plans, the e-mail's templates) before anything is counted.
    await measureCheckout(origin, databaseUrl, {
      connections: 10,
      seconds: load.warmupSeconds,
      stock: 1_000_000,
    });
    for (const run of runs) {
      log(`checkout: ${run.seconds} s at ${run.connections} connections, stock ${run.stock}`);
      const ample = run.stock >= 1000;
      const before = ample ? await health(run.connections) : 0;
      const result = await measureCheckout(origin, databaseUrl, run);
      if (ample) {
        result.healthPerSecond = (before + (await health(run.connections))) / 2;
        result.ratioToHealth = result.ordersPerSecond / result.healthPerSecond;
      }
      results.checkout.push(result);
    }
  } catch (error) {
    results.checkoutError = error instanceof Error ? error.message : String(error);
  }
}

/** Checkout through nginx in front of one, two and three store processes (`npm run cluster`'s set-up). */
async function benchCluster(results: BenchResults, webDist: string, databaseUrl: string) {
  if (flag('BENCH_SKIP_CLUSTER')) return;
  const runs: NonNullable<BenchResults['cluster']> = (results.cluster = []);
  try {
    const cluster = { databaseUrl, webDist, ...load, log: (line: string) => log(`cluster: ${line}`) };
    await measureClusters(cluster, (r) => runs.push(r));
  } catch (error) {
    results.clusterError = error instanceof Error ? error.message : String(error);
  }
}

/** Courier positions to 1,000 subscribers of one order: on one server process, then split over two. */
async function benchFanout(results: BenchResults, webDist: string, databaseUrl: string) {
  if (flag('BENCH_SKIP_FANOUT')) return;
  const subscribers = Math.max(1, numberEnv('BENCH_FANOUT_SUBSCRIBERS', 1000));
  const posts = Math.max(1, numberEnv('BENCH_FANOUT_POSTS', 15));
  results.fanout = [];
  try {
    for (const processes of [1, 2]) {
      log(`fan-out: ${subscribers} subscribers on ${processes} server process(es)`);
      results.fanout.push(await measureFanout({ databaseUrl, webDist, processes, subscribers, posts, log }));
    }
  } catch (error) {
    results.fanoutError = error instanceof Error ? error.message : String(error);
  }
}

/** A 40,000-row import while one client reads the catalog back to back: the polls' p50/p99 and the import's time. */
async function benchImportUnderLoad(results: BenchResults, origin: string, database: 'pglite' | 'postgres') {
  if (flag('BENCH_SKIP_IMPORT')) return;
  try {
    (results.importUnderLoad ??= []).push(await measureImportUnderLoad(origin, database, log));
  } catch (error) {
    results.importUnderLoadError = error instanceof Error ? error.message : String(error);
  }
}

/** The product CSV import: 10,000 products previewed then imported (a background job), then the import under load. */
async function benchImport(results: BenchResults, webDist: string, databaseUrl: string) {
  if (flag('BENCH_SKIP_IMPORT')) return;
  const server = await startServer({ webDist, databaseUrl });
  try {
    results.import = await measureImport(server.origin, log);
    await benchImportUnderLoad(results, server.origin, 'postgres');
  } catch (error) {
    results.importError = error instanceof Error ? error.message : String(error);
  } finally {
    await server.stop();
  }
}

/** The admin API on a store busy for two years (1,000,000 orders), last: its seed stays in this database. */
async function benchAdmin(results: BenchResults, webDist: string, pg: RunningPostgres) {
  if (flag('BENCH_SKIP_ADMIN')) return;
  let server = await startServer({ webDist, databaseUrl: pg.url });
  try {
    results.admin = await measureAdmin({
      origin: server.origin,
      databaseUrl: pg.url,
      postgresBase: pg.base,
      load,
      log,
      restart: async () => {
        await server.stop();
        server = await startServer({ webDist, databaseUrl: pg.url });
        return server.origin;
      },
    });
  } catch (error) {
    results.adminError = error instanceof Error ? error.message : String(error);
  } finally {
    await server.stop();
  }
}

async function benchPostgres(results: BenchResults, webDist: string) {
  const unavailable = flag('BENCH_SKIP_POSTGRES')
    ? 'BENCH_SKIP_POSTGRES is set'
    : await postgresUnavailable();
  if (unavailable) {
    const skipped = `PostgreSQL skipped: ${unavailable}`;
    results.http.push({
      database: 'postgres',
      connections: load.connections,
      seconds: 0,
      endpoints: [],
      skipped,
    });
    return;
  }
  log('starting a throwaway PostgreSQL 15');
  const pg = await startPostgres();
  try {
    await benchServer(results, webDist, pg.url);
    await benchCluster(results, webDist, pg.url);
    await benchFanout(results, webDist, pg.url);
    await benchImport(results, webDist, pg.url);
    await benchAdmin(results, webDist, pg);
  } finally {
    await pg.stop();
  }
}

async function main() {
  installSignalHandlers();
  const cpu = cpus();
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    finishedAt: '',
    machine: {
      cpus: cpu.length,
      cpuModel: cpu[0]?.model ?? 'unknown',
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
    },
    loadAverage: { before: loadavg()[0]!, after: 0 },
    settings: { ...load, lighthouseRuns: lighthouseRounds },
    http: [],
    bundle: { error: 'not run' },
    lighthouse: [],
  };
  // The bench builds into its own directory so it never empties dist/web under a running server or e2e suite.
  const built = !flag('BENCH_SKIP_BUILD');
  let webDist = join(REPO_ROOT, built ? 'bench/results/web' : 'dist/web');
  try {
    if (built) {
      log('building the web app (vite build)');
      await buildWeb(webDist);
    }
    results.bundle = analyzeBundle(webDist, FORBIDDEN_ENTRY_STRINGS, built);
  } catch (error) {
    results.bundle = { error: error instanceof Error ? error.message : String(error) };
    webDist = join(REPO_ROOT, 'dist/web');
  }
  try {
    log('search and the menu filters over 5,000 products, in process');
    results.search = measureSearch();
  } catch (error) {
    results.searchError = error instanceof Error ? error.message : String(error);
  }
  try {
    await benchServer(results, webDist);
    await benchPostgres(results, webDist).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      results.http.push({
        database: 'postgres',
        connections: load.connections,
        seconds: 0,
        endpoints: [],
        error: message,
      });
    });
  } finally {
    await runCleanup();
  }
  results.finishedAt = new Date().toISOString();
  results.loadAverage.after = loadavg()[0]!;
  saveResults(results);
  const footer = renderFooter(results, join(RESULTS_DIR, 'latest.json'));
  process.stdout.write(
    `\n${renderTable(results)}\n\n${renderBudgets(evaluateBudgets(results))}\n\n${footer}\n`,
  );
}

await main();
