import { productsCsv } from '../../server/test-support/import-csv.ts';
import { signIn } from './admin-load.ts';
import { firstShop, runImport } from './import-load.ts';
import type { DatabaseKind } from './results.ts';

/** Rows of the big import (issue: 40,000 rows froze every request for about 40 s). */
export const UNDER_LOAD_ROWS = 40_000;

export interface ImportUnderLoadResult {
  database: DatabaseKind;
  rows: number;
  megabytes: number;
  /** From the upload to the job's end. */
  importSeconds: number;
  /** How long the upload itself took to be answered (202). */
  submitMs: number;
  /** GET /api/products, one request after another from one client, for as long as the import ran. */
  polls: number;
  failedPolls: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/** One client reading the catalog back to back until `stop()`; each request's time is kept. */
function pollCatalog(origin: string) {
  const times: number[] = [];
  let failed = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const res = await fetch(`${origin}/api/products`, { signal: AbortSignal.timeout(120_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failed += 1;
      } catch {
        failed += 1;
      }
      times.push(performance.now() - started);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { times, failed };
    },
  };
}

/** A 40,000-row import by the demo admin while another client reads the catalog without pause. */
export async function measureImportUnderLoad(
  origin: string,
  database: DatabaseKind,
  log: (m: string) => void,
  rows = UNDER_LOAD_ROWS,
): Promise<ImportUnderLoadResult> {
  const cookie = await signIn(origin);
  const csv = productsCsv(await firstShop(origin), rows, `l${Date.now().toString(36)}`);
  const megabytes = Math.round((csv.length / 2 ** 20) * 10) / 10;
  log(`import under load (${database}): ${rows.toLocaleString('en-US')} rows, ${megabytes} MB`);
  const poller = pollCatalog(origin);
  const imported = await runImport(origin, cookie, csv).catch(async (error: unknown) => {
    await poller.stop();
    throw error;
  });
  const { times, failed } = await poller.stop();
  const sorted = times.toSorted((a, b) => a - b);
  return {
    database,
    rows: imported.variants,
    megabytes,
    importSeconds: Math.round(imported.seconds * 100) / 100,
    submitMs: imported.submitMs,
    polls: times.length,
    failedPolls: failed,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted.at(-1) ?? 0),
  };
}
