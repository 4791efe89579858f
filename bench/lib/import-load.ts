import { productsCsv } from '../../server/test-support/import-csv.ts';
import { signIn } from './admin-load.ts';

/** How many products the import bench sends (issue 16: 10,000 products in under 30 s on PostgreSQL). */
export const IMPORT_PRODUCTS = 10_000;

export interface ImportBenchResult {
  products: number;
  variants: number;
  megabytes: number;
  previewSeconds: number;
  importSeconds: number;
}

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

/** A 10,000-product CSV (one variant each) previewed, then imported, by the signed-in demo admin. */
export async function measureImport(origin: string, log: (m: string) => void): Promise<ImportBenchResult> {
  const cookie = await signIn(origin);
  const shops = (await (await fetch(`${origin}/api/shops`)).json()) as { shops: { slug: string }[] };
  const shop = shops.shops[0]?.slug;
  if (!shop) throw new Error('GET /api/shops returned no shop');
  const csv = productsCsv(shop, IMPORT_PRODUCTS, `b${Date.now().toString(36)}`);
  log(`import: ${IMPORT_PRODUCTS.toLocaleString('en-US')} products, ${(csv.length / 2 ** 20).toFixed(1)} MB`);
  const preview = await timedPost(origin, '/api/admin/import-export/products/preview', cookie, csv);
  const errors = (preview.body.errors as unknown[]).length;
  if (errors) throw new Error(`the preview found ${errors} errors in the bench file`);
  const imported = await timedPost(origin, '/api/admin/import-export/products/import', cookie, csv);
  return {
    products: imported.body.products as number,
    variants: imported.body.variants as number,
    megabytes: Math.round((csv.length / 2 ** 20) * 10) / 10,
    previewSeconds: Math.round(preview.seconds * 100) / 100,
    importSeconds: Math.round(imported.seconds * 100) / 100,
  };
}
