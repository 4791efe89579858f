import { productsCsv } from '../../server/test-support/import-csv.ts';
import { signIn } from './admin-load.ts';

/** How many products the import bench sends (issue 16: 10,000 products in under 30 s on PostgreSQL). */
export const IMPORT_PRODUCTS = 10_000;

export interface ImportBenchResult {
  products: number;
  variants: number;
  megabytes: number;
  previewSeconds: number;
  /** From the upload to the job's end (the import runs as a background job). */
  importSeconds: number;
}

const IMPORT_PATH = '/api/admin/import-export/products/import';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedPost(origin: string, path: string, cookie: string, csv: string) {
  const started = performance.now();
  const res = await fetch(origin + path, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'text/csv', 'x-file-name': 'bench.csv' },
    body: csv,
    signal: AbortSignal.timeout(300_000),
  });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  if (res.status >= 300) throw new Error(`POST ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return { seconds, body: JSON.parse(text) as Record<string, unknown> };
}

interface FinishedJob {
  status: string;
  message: string | null;
  result: { products: number; variants: number } | null;
}

/** Uploads the file (202 and a job), then polls the job until it ends; the seconds cover both. */
export async function runImport(origin: string, cookie: string, csv: string) {
  const started = performance.now();
  const posted = await timedPost(origin, IMPORT_PATH, cookie, csv);
  const path = `/api/admin/import-export/products/imports/${String(posted.body.id)}`;
  for (;;) {
    const res = await fetch(origin + path, { headers: { cookie }, signal: AbortSignal.timeout(60_000) });
    const job = (await res.json()) as FinishedJob;
    if (job.status === 'succeeded' || job.status === 'failed') {
      if (job.status === 'failed' || !job.result) throw new Error(`the import failed: ${job.message}`);
      return {
        submitMs: Math.round(posted.seconds * 1000),
        seconds: (performance.now() - started) / 1000,
        ...job.result,
      };
    }
    await sleep(250);
  }
}

/** The first shop's slug, for the bench files' `shop` column. */
export async function firstShop(origin: string): Promise<string> {
  const shops = (await (await fetch(`${origin}/api/shops`)).json()) as { shops: { slug: string }[] };
  const shop = shops.shops[0]?.slug;
  if (!shop) throw new Error('GET /api/shops returned no shop');
  return shop;
}

/** A 10,000-product CSV (one variant each) previewed, then imported, by the signed-in demo admin. */
export async function measureImport(origin: string, log: (m: string) => void): Promise<ImportBenchResult> {
  const cookie = await signIn(origin);
  const csv = productsCsv(await firstShop(origin), IMPORT_PRODUCTS, `b${Date.now().toString(36)}`);
  log(`import: ${IMPORT_PRODUCTS.toLocaleString('en-US')} products, ${(csv.length / 2 ** 20).toFixed(1)} MB`);
  const preview = await timedPost(origin, '/api/admin/import-export/products/preview', cookie, csv);
  const errors = (preview.body.errors as unknown[]).length;
  if (errors) throw new Error(`the preview found ${errors} errors in the bench file`);
  const imported = await runImport(origin, cookie, csv);
  return {
    products: imported.products,
    variants: imported.variants,
    megabytes: Math.round((csv.length / 2 ** 20) * 10) / 10,
    previewSeconds: Math.round(preview.seconds * 100) / 100,
    importSeconds: Math.round(imported.seconds * 100) / 100,
  };
}
