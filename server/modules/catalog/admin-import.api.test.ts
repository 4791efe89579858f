import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_MESSAGES } from '#domain/admin/import-export.ts';
import { IMPORT_JOB_MESSAGES, isImportJobDone, type ImportJob } from '#domain/admin/import-jobs.ts';
import { importCsv, importRow, productsCsv } from '#server/test-support/import-csv.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { createApp } from '#server/app.ts';
import { createCatalogImport } from './admin-import.service.ts';
import { plainCsv } from '#server/test-support/csv.ts';

// The product CSV: preview (writes nothing), import (a background job: all or nothing, audited), the template and
// the exports.
const t = useTestApp();
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
let shop: string;
const run = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  admin = await staffClient(t, 'admin');
  support = await staffClient(t, 'support');
  shop = (await sqlRows<{ slug: string }>(t.db, sql`select slug from merchants order by name limit 1`))[0]!
    .slug;
});

const send = (who: typeof admin, step: 'preview' | 'import', csv: string, type = 'text/csv') =>
  who.call(`/api/admin/import-export/products/${step}`, {
    method: 'POST',
    raw: csv,
    headers: { 'content-type': type, 'x-file-name': 'spring-menu.csv' },
  });
const count = async (table: 'products' | 'product_variants' | 'inventory_movements') =>
  (await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
const jobPath = (id: string) => `/api/admin/import-export/products/imports/${id}`;
/** Polls the job until it ends; every answer seen on the way is kept. */
async function waitForJob(who: typeof admin, id: string) {
  const seen: ImportJob[] = [];
  for (let polls = 0; polls < 2000; polls += 1) {
    const res = await who.call(jobPath(id));
    expect(res.status).toBe(200);
    seen.push(res.json as ImportJob);
    if (isImportJobDone(seen.at(-1)!)) return { job: seen.at(-1)!, seen };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`import ${id} did not end`);
}
/** Posts the file (202 and a queued job), then waits for the job's end. */
async function importFile(who: typeof admin, csv: string) {
  const res = await send(who, 'import', csv);
  expect(res.status).toBe(202);
  expect(res.json).toMatchObject({ status: 'queued', fileName: 'spring-menu.csv', doneRows: 0 });
  expect(res.headers.get('location')).toBe(jobPath(res.json!.id));
  return (await waitForJob(who, res.json!.id)).job;
}
const importAudits = () =>
  sqlRows<{ details: Record<string, unknown> }>(
    t.db,
    sql`select details from audit_logs where action = 'catalog.import' order by id`,
  );

describe('product CSV import', () => {
  it('previews every row and every error with its row and column, writing nothing', async () => {
    const r = run();
    const good = importRow(shop, 1, r);
    const csv = importCsv([
      good,
      { ...good, variant_label: '7g', net_grams: '7', sku: `${good.sku}-7` },
      { ...importRow(shop, 2, r), price: 'twelve', category: 'seeds' },
      { ...importRow('no-such-shop', 3, r) },
      { ...importRow(shop, 4, r), category: 'edibles', limit_category: 'edible', thc_mg_per_serving: '5' },
    ]);
    const before = await count('products');
    const res = await send(admin, 'preview', csv);
    expect(res.status).toBe(200);
    expect(res.json!.counts).toEqual({ rows: 5, products: 4, variants: 5, errors: 5 });
    expect(res.json!.rows.map((row: { row: number; result: string }) => [row.row, row.result])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
    ]);
    expect(res.json!.errors).toEqual([
      { row: 4, column: 'category', message: expect.stringContaining('flower') },
      { row: 4, column: 'price', message: 'Enter a price' },
      { row: 5, column: 'shop', message: 'No shop has the slug or licence no-such-shop' },
      { row: 6, column: 'thc', message: 'Edibles are labelled in mg: leave THC % empty' },
      { row: 6, column: 'cbd', message: 'Edibles are labelled in mg: leave CBD % empty' },
    ]);
    expect(res.json!.note).toBe(IMPORT_MESSAGES.drafts);
    expect(await count('products')).toBe(before);
  });

  it('one bad row among 1,000: the job fails, nothing is written, and every error is listed with its row and column', async () => {
    const r = run();
    const rows = Array.from({ length: 1000 }, (_, i) => importRow(shop, i, r));
    rows[637] = { ...rows[637]!, price: '0.5', net_grams: '-1' };
    const counts = [
      await count('products'),
      await count('product_variants'),
      await count('inventory_movements'),
    ];
    const audits = (await importAudits()).length;
    const job = await importFile(admin, importCsv(rows));
    expect(job).toMatchObject({
      status: 'failed',
      message: IMPORT_MESSAGES.failed,
      errorCount: 2,
      doneRows: 0,
    });
    expect(job.errors).toEqual([
      { row: 639, column: 'net_grams', message: 'The net weight must be more than 0 g' },
      { row: 639, column: 'price', message: 'At least $1.00' },
    ]);
    expect(job.finishedAt).not.toBeNull();
    expect([
      await count('products'),
      await count('product_variants'),
      await count('inventory_movements'),
    ]).toEqual(counts);
    expect((await importAudits()).length).toBe(audits);
  });

  it('imports products with their variants as drafts, one ledger row per variant, one audit row', async () => {
    const r = run();
    const first = importRow(shop, 1, r);
    const csv = importCsv([
      first,
      { ...first, variant_label: '7g', net_grams: '7', price: '75', stock: '3', sku: `${first.sku}-7` },
      {
        ...importRow(shop, 2, r),
        category: 'edibles',
        limit_category: 'edible',
        thc: '',
        cbd: '',
        thc_mg_per_serving: '5',
      },
    ]);
    const job = await importFile(admin, csv);
    expect(job).toMatchObject({
      status: 'succeeded',
      totalRows: 3,
      doneRows: 3,
      errorCount: 0,
      message: null,
    });
    expect(job.result).toMatchObject({ fileName: 'spring-menu.csv', products: 2, variants: 3 });
    const made = await sqlRows<{
      slug: string;
      status: string;
      label: string;
      stock: number;
      reason: string;
      after: number;
    }>(
      t.db,
      sql`select p.slug, p.status, v.label, v.stock, m.reason, m.after
            from products p join product_variants v on v.product_id = p.id
            join inventory_movements m on m.variant_id = v.id
           where p.slug like ${`imp-${r}-%`} order by p.slug, v.sort_order`,
    );
    expect(made).toEqual([
      { slug: `imp-${r}-1`, status: 'draft', label: '3.5g', stock: 12, reason: 'received', after: 12 },
      { slug: `imp-${r}-1`, status: 'draft', label: '7g', stock: 3, reason: 'received', after: 3 },
      { slug: `imp-${r}-2`, status: 'draft', label: '3.5g', stock: 12, reason: 'received', after: 12 },
    ]);
    const audit = (await importAudits()).at(-1)!;
    expect(audit.details).toMatchObject({
      fileName: 'spring-menu.csv',
      products: 2,
      variants: 3,
      jobId: job.id,
    });
    expect(audit.details.sha256).toMatch(/^[0-9a-f]{64}$/);
    const again = await send(admin, 'preview', csv);
    expect(again.json!.errors).toContainEqual({
      row: 2,
      column: 'product_key',
      message: `A product with the slug imp-${r}-1 already exists`,
    });
    expect(again.json!.errors).toContainEqual({
      row: 2,
      column: 'sku',
      message: `SKU ${first.sku} is already used by another variant`,
    });
  });

  it('two imports of one file at once: one is written, the other fails whole', async () => {
    const r = run();
    const csv = productsCsv(shop, 50, r);
    const jobs = await Promise.all([importFile(admin, csv), importFile(admin, csv)]);
    expect(jobs.map((j) => j.status).sort()).toEqual(['failed', 'succeeded']);
    const failed = jobs.find((j) => j.status === 'failed')!;
    expect([IMPORT_MESSAGES.failed, IMPORT_MESSAGES.conflict]).toContain(failed.message);
    const [made] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from products where slug like ${`imp-${r}-%`}`,
    );
    expect(made!.n).toBe(50);
  });

  it('checks the rows of one product together: they agree, labels and SKUs are unique', async () => {
    const r = run();
    const a = importRow(shop, 1, r);
    const csv = importCsv([a, { ...a, name: 'Other name' }, { ...importRow(shop, 2, r), sku: a.sku }]);
    const { errors } = (await send(admin, 'preview', csv)).json!;
    expect(errors).toEqual([
      { row: 3, column: 'name', message: `Differs from row 2, the first row of product imp-${r}-1` },
      { row: 3, column: 'variant_label', message: 'Each variant needs its own label (also on row 2)' },
      { row: 3, column: 'sku', message: `SKU ${a.sku} is also on row 2` },
      { row: 4, column: 'sku', message: `SKU ${a.sku} is also on row 2` },
    ]);
  });

  it('the downloadable template imports cleanly', async () => {
    const template = await admin.call('/api/admin/import-export/template.csv');
    expect(template.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = plainCsv(template.text).trim().split('\n');
    expect(lines[0]).toBe(IMPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect((await send(admin, 'preview', template.text)).json!.errors).toEqual([]);
    expect((await importFile(admin, template.text)).status).toBe('succeeded');
  });

  it('exports products (the import columns) and inventory (stock, threshold, last movement)', async () => {
    const r = run();
    expect((await importFile(admin, importCsv([importRow(shop, 9, r)]))).status).toBe('succeeded');
    const products = await support.call('/api/admin/import-export/products.csv');
    expect(products.status).toBe(200);
    const rows = plainCsv(products.text).trim().split('\n');
    expect(rows[0]).toBe(IMPORT_COLUMNS.join(','));
    expect(rows.find((l) => l.startsWith(`imp-${r}-9,`))).toBe(
      `imp-${r}-9,Imported Haze 9,flower,${shop},Hudson Valley Growers,OCM-PROC-24-000123,hybrid,Bright and citrusy.,` +
        `flower,20.5,,0.3,,,draft,3.5g,3.5,40.00,12,IMP-${r}-9,4`,
    );
    const inventory = await admin.call('/api/admin/import-export/inventory.csv');
    const lines = plainCsv(inventory.text).trim().split('\n');
    expect(lines[0]).toBe(
      'product_key,name,shop,status,variant_label,sku,stock,low_stock_threshold,low_stock,last_movement_at,' +
        'last_movement_reason,last_movement_before,last_movement_after',
    );
    expect(lines.find((l) => l.startsWith(`imp-${r}-9,`))).toMatch(
      new RegExp(`^imp-${r}-9,Imported Haze 9,${shop},draft,3\\.5g,IMP-${r}-9,12,4,no,\\S+Z,received,0,12$`),
    );
  });

  it('refuses support, a file that is not a CSV, an oversized file and an empty one', async () => {
    const csv = productsCsv(shop, 1, run());
    expect((await send(support, 'preview', csv)).status).toBe(403);
    expect((await send(support, 'import', csv)).status).toBe(403);
    const job = (await importFile(admin, csv)).id;
    expect((await support.call(jobPath(job))).status).toBe(403);
    expect((await admin.call(jobPath('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await admin.call(jobPath('not-an-id'))).status).toBe(404);
    const json = await send(admin, 'preview', '{"a":1}', 'application/json');
    expect(json.status).toBe(415);
    expect(json.json!.error.message).toBe(IMPORT_MESSAGES.notCsv);
    const binary = await send(admin, 'import', 'MZ\u0000\u0000\u0003binary', 'text/csv');
    expect(binary.status).toBe(415);
    const huge = await send(admin, 'preview', `${csv}${'x'.repeat(10 * 1024 * 1024)}`);
    expect(huge.status).toBe(413);
    expect(huge.json!.error.message).toBe(IMPORT_MESSAGES.tooLarge);
    // The name is a label (audit, ledger note), never a path: folders are dropped, a bad encoding kept as sent.
    for (const [sent, kept] of [
      ['..%2F..%2Fetc%2Fmenu.csv', 'menu.csv'],
      ['%E0%A4%A', '%E0%A4%A'],
      ['menu%00.csv', 'menu.csv'],
    ]) {
      const named = await admin.call('/api/admin/import-export/products/preview', {
        method: 'POST',
        raw: csv,
        headers: { 'content-type': 'text/csv', 'x-file-name': sent! },
      });
      expect(named.json!.fileName).toBe(kept);
    }
    const empty = await send(admin, 'import', `${IMPORT_COLUMNS.join(',')}\n`);
    expect(empty.status).toBe(422);
    expect(empty.json!.error.message).toBe(IMPORT_MESSAGES.empty);
  });
});

describe('product CSV import as a background job', () => {
  /** An app over the same database whose import writes `batchRows` rows a batch and waits in `afterBatch`. */
  async function hookedAdmin(afterBatch: (jobId: string, done: number) => Promise<void>) {
    const catalogImport = createCatalogImport(t.db, t.services.catalog.storefront, {
      batchRows: 20,
      afterBatch,
    });
    const app = createApp({ ...t.services, catalog: { ...t.services.catalog, import: catalogImport } });
    return staffClient({ app, db: t.db }, 'admin');
  }
  const jobProducts = async (jobId: string) =>
    (
      await sqlRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from products where import_job_id = ${jobId}`,
      )
    )[0]!.n;

  it('refuses a header that names a column twice (422, the column named), writing nothing', async () => {
    const r = run();
    const row = importRow(shop, 1, r);
    const header = [...IMPORT_COLUMNS, 'price'];
    const csv = `${header.join(',')}\n${[...IMPORT_COLUMNS.map((c) => row[c]), '99.00'].join(',')}\n`;
    const before = await count('products');
    for (const step of ['preview', 'import'] as const) {
      const res = await send(admin, step, csv);
      expect(res.status).toBe(422);
      expect(res.json!.error.code).toBe('csv_duplicate_column');
      expect(res.json!.error.message).toBe(IMPORT_JOB_MESSAGES.duplicateColumn('price', [18, 22]));
      expect(res.json!.error.message).toContain('price');
    }
    // product_slug is the old name of product_key: both in one header name one column twice.
    const renamed = csv.replace(/^product_key,(.*),price\n/, 'product_key,$1,product_slug\n');
    const twice = await send(admin, 'import', renamed);
    expect(twice.status).toBe(422);
    expect(twice.json!.error.message).toBe(IMPORT_JOB_MESSAGES.duplicateColumn('product_key', [1, 22]));
    expect(await count('products')).toBe(before);
    const hashes = [csv, renamed].map((text) => createHash('sha256').update(text).digest('hex'));
    const jobs = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from import_jobs where sha256 in (${hashes[0]}, ${hashes[1]})`,
    );
    expect(jobs[0]!.n).toBe(0);
  });

  it('answers other requests while it runs: it commits a batch, yields, and its progress shows done < total', async () => {
    const r = run();
    const midway: { products: number; job: ImportJob; tagged: number }[] = [];
    const jobAdmin = await hookedAdmin(async (jobId) => {
      if (midway.length) return;
      // Inside the job, between two batches: the store answers, and the job shows where it is.
      const catalog = await jobAdmin.call('/api/products');
      expect(catalog.status).toBe(200);
      const job = (await jobAdmin.call(jobPath(jobId))).json as ImportJob;
      midway.push({ products: catalog.json!.products.length, job, tagged: await jobProducts(jobId) });
    });
    const res = await send(jobAdmin, 'import', productsCsv(shop, 100, r));
    expect(res.status).toBe(202);
    const { job, seen } = await waitForJob(jobAdmin, res.json!.id);
    expect(job).toMatchObject({ status: 'succeeded', totalRows: 100, doneRows: 100 });
    expect(midway).toHaveLength(1);
    expect(midway[0]!.job).toMatchObject({ status: 'running', totalRows: 100, doneRows: 20 });
    expect(midway[0]!.tagged).toBe(20);
    expect(midway[0]!.products).toBeGreaterThan(0);
    // Polled from outside, progress never goes back.
    const done = seen.map((j) => j.doneRows);
    expect(done).toEqual(done.toSorted((a, b) => a - b));
  });

  it('all or nothing: a batch that fails after others were committed leaves none of the file written', async () => {
    const r = run();
    const rows = Array.from({ length: 100 }, (_, i) => importRow(shop, i, r));
    const counts = async () => [
      await count('products'),
      await count('product_variants'),
      await count('inventory_movements'),
    ];
    const audits = (await importAudits()).length;
    let taken = false;
    const jobAdmin = await hookedAdmin(async () => {
      if (taken) return;
      taken = true;
      // Another writer takes the last row's slug after the job checked the file.
      const other = await importFile(admin, importCsv([rows[99]!]));
      expect(other.status).toBe('succeeded');
    });
    const before = (await counts()).map((n) => n + 1);
    const res = await send(jobAdmin, 'import', importCsv(rows));
    const { job, seen } = await waitForJob(jobAdmin, res.json!.id);
    expect(job).toMatchObject({ status: 'failed', message: IMPORT_MESSAGES.conflict, doneRows: 0 });
    expect(taken).toBe(true);
    expect(seen.filter((j) => j.status === 'running').every((j) => j.doneRows < 100)).toBe(true);
    expect(await jobProducts(job.id)).toBe(0);
    expect(await counts()).toEqual(before);
    expect((await importAudits()).length).toBe(audits + 1);
  });

  it('a job a stopped server left running is failed at the next start, and what it wrote is removed', async () => {
    const r = run();
    const [{ id } = { id: '' }] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into import_jobs (kind, status, file_name, sha256, payload, total_rows, done_rows, actor,
            created_by, started_at, heartbeat_at)
          values ('products', 'running', 'left.csv', 'x', 'x', 2, 1, ${JSON.stringify({ userId: admin.userId })},
            ${admin.userId}, now() - interval '5 minutes', now() - interval '2 minutes')
          returning id`,
    );
    const merchant = (
      await sqlRows<{ id: string }>(t.db, sql`select id from merchants where slug = ${shop}`)
    )[0]!.id;
    await t.db.execute(
      sql`insert into products (slug, merchant_id, name, description, category, strain_type, limit_category,
            image_url, image_alt, import_job_id)
          values (${`left-${r}`}, ${merchant}, 'Left', '', 'flower', 'hybrid', 'flower', '', '', ${id})`,
    );
    await t.services.catalog.import.worker.start();
    const job = (await admin.call(jobPath(id))).json as ImportJob;
    expect(job).toMatchObject({ status: 'failed', message: IMPORT_JOB_MESSAGES.stopped, doneRows: 0 });
    expect(await jobProducts(id)).toBe(0);
  });
});
