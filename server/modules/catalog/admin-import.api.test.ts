import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_MESSAGES } from '#domain/admin/import-export.ts';
import { importCsv, importRow, productsCsv } from '#server/test-support/import-csv.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { createTestApp, sqlRows, type TestApp } from '#server/test-support/test-app.ts';

// The product CSV: preview (writes nothing), import (all or nothing, audited), the template and the exports.
let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
let shop: string;
const run = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t, 'admin');
  support = await staffClient(t, 'support');
  shop = (await sqlRows<{ slug: string }>(t.db, sql`select slug from merchants order by name limit 1`))[0]!
    .slug;
});
afterAll(() => t.close());

const send = (who: typeof admin, step: 'preview' | 'import', csv: string, type = 'text/csv') =>
  who.call(`/api/admin/import-export/products/${step}`, {
    method: 'POST',
    raw: csv,
    headers: { 'content-type': type, 'x-file-name': 'spring-menu.csv' },
  });
const count = async (table: 'products' | 'product_variants' | 'inventory_movements') =>
  (await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
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
    ]);
    const before = await count('products');
    const res = await send(admin, 'preview', csv);
    expect(res.status).toBe(200);
    expect(res.json!.counts).toEqual({ rows: 4, products: 3, variants: 4, errors: 3 });
    expect(res.json!.rows.map((row: { row: number; result: string }) => [row.row, row.result])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'error'],
      [5, 'error'],
    ]);
    expect(res.json!.errors).toEqual([
      { row: 4, column: 'category', message: expect.stringContaining('flower') },
      { row: 4, column: 'price', message: 'Enter a price' },
      { row: 5, column: 'shop', message: 'No shop has the slug or licence no-such-shop' },
    ]);
    expect(res.json!.note).toBe(IMPORT_MESSAGES.drafts);
    expect(await count('products')).toBe(before);
  });

  it('one bad row among 1,000: nothing is written, and every error is listed with its row and column', async () => {
    const r = run();
    const rows = Array.from({ length: 1000 }, (_, i) => importRow(shop, i, r));
    rows[637] = { ...rows[637]!, price: '0.5', net_grams: '-1' };
    const counts = [
      await count('products'),
      await count('product_variants'),
      await count('inventory_movements'),
    ];
    const audits = (await importAudits()).length;
    const res = await send(admin, 'import', importCsv(rows));
    expect(res.status).toBe(422);
    expect(res.json!.error.message).toBe(IMPORT_MESSAGES.failed);
    expect(res.json!.error.fields).toEqual({
      'row 639 · net_grams': 'The net weight must be more than 0 g',
      'row 639 · price': 'At least $1.00',
    });
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
      { ...importRow(shop, 2, r), category: 'edibles', limit_category: 'edible', thc_mg_per_serving: '5' },
    ]);
    const res = await send(admin, 'import', csv);
    expect(res.status).toBe(201);
    expect(res.json!).toMatchObject({ fileName: 'spring-menu.csv', products: 2, variants: 3 });
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
    expect(audit.details).toMatchObject({ fileName: 'spring-menu.csv', products: 2, variants: 3 });
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

  it('two imports of one file at once: one is written, the other refused whole', async () => {
    const r = run();
    const csv = productsCsv(shop, 50, r);
    const answers = await Promise.all([send(admin, 'import', csv), send(admin, 'import', csv)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, expect.any(Number)]);
    const refused = answers.find((a) => a.status !== 201)!;
    expect([409, 422]).toContain(refused.status);
    if (refused.status === 409) expect(refused.json!.error.message).toBe(IMPORT_MESSAGES.conflict);
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
    const lines = template.text.trim().split('\n');
    expect(lines[0]).toBe(IMPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect((await send(admin, 'preview', template.text)).json!.errors).toEqual([]);
    expect((await send(admin, 'import', template.text)).status).toBe(201);
  });

  it('exports products (the import columns) and inventory (stock, threshold, last movement)', async () => {
    const r = run();
    await send(admin, 'import', importCsv([importRow(shop, 9, r)]));
    const products = await support.call('/api/admin/import-export/products.csv');
    expect(products.status).toBe(200);
    const rows = products.text.trim().split('\n');
    expect(rows[0]).toBe(IMPORT_COLUMNS.join(','));
    expect(rows.find((l) => l.startsWith(`imp-${r}-9,`))).toBe(
      `imp-${r}-9,Imported Haze 9,flower,${shop},Hudson Valley Growers,OCM-PROC-24-000123,hybrid,Bright and citrusy.,` +
        `flower,20.5,,0.3,,,draft,3.5g,3.5,40.00,12,IMP-${r}-9,4`,
    );
    const inventory = await admin.call('/api/admin/import-export/inventory.csv');
    const lines = inventory.text.trim().split('\n');
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
