import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ADMIN_MESSAGES } from '#domain/admin/products.ts';
import { ACTIVATION_MESSAGES } from '#domain/catalog/admin-rules.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { lab, mediaImage } from '#server/test-support/catalog-rows.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { plainCsv } from '#server/test-support/csv.ts';

// The catalog team's products: a draft written step by step, activation refused per rule, support reads only.
const t = useTestApp({}, { now: () => NOON });
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
let shopId: string;
const NOON = new Date('2026-11-23T17:00:00Z');

beforeAll(async () => {
  admin = await staffClient(t, 'admin');
  support = await staffClient(t, 'support');
  [{ id: shopId }] = (await sqlRows<{ id: string }>(
    t.db,
    sql`select id from merchants order by name limit 1`,
  )) as [{ id: string }];
});

const basics = (name: string, category = 'flower') => ({
  name,
  category,
  shopId,
  producerName: 'Hudson Valley Growers',
  producerLicense: 'OCM-PROC-24-000123',
  strainType: 'hybrid',
  description: 'Citrus and pine.',
});
const put = (id: string, step: string, body: unknown) =>
  admin.call(`/api/admin/products/${id}/${step}`, { method: 'PUT', body });
const audits = (id: string) =>
  sqlRows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    t.db,
    sql`select action, before, after from audit_logs where target_id = ${id} order by id`,
  );

async function draft(name: string, category = 'flower') {
  const res = await admin.call('/api/admin/products', { method: 'POST', body: basics(name, category) });
  expect(res.status).toBe(201);
  return res.json!.product.id as string;
}

describe('admin products', () => {
  it('writes a draft step by step, audits each step and activates it once every rule passes', async () => {
    const id = await draft('Sour Diesel Test');
    let res = await put(id, 'variants', {
      limitCategory: 'flower',
      variants: [
        { label: '3.5g', netGrams: 3.5, priceCents: 4500, stock: 12, sku: 'SD-35' },
        { label: '7g', netGrams: 7, priceCents: 8000, stock: 0, sku: null },
      ],
    });
    expect(res.status).toBe(200);
    const [eighth] = res.json!.product.variants;
    expect(eighth).toMatchObject({ label: '3.5g', stock: 12, sku: 'SD-35', hasOrders: false });
    const ledger = await sqlRows<{ reason: string; before: number; after: number }>(
      t.db,
      sql`select reason, before, after from inventory_movements where variant_id = ${eighth.id}`,
    );
    expect(ledger).toEqual([{ reason: 'received', before: 0, after: 12 }]);

    // An existing variant's stock is the inventory page's: the form does not change it.
    res = await put(id, 'variants', {
      limitCategory: 'flower',
      variants: [{ id: eighth.id, label: '3.5 g', netGrams: 3.5, priceCents: 4600, stock: 99, sku: 'SD-35' }],
    });
    expect(res.json!.product.variants).toMatchObject([{ label: '3.5 g', stock: 12, priceCents: 4600 }]);

    const refused = await admin.call(`/api/admin/products/${id}/status`, {
      method: 'POST',
      body: { status: 'active' },
    });
    expect(refused.status).toBe(422);
    expect(refused.json!.error.fields).toEqual({
      thcPercentage: ACTIVATION_MESSAGES.potency,
      images: ACTIVATION_MESSAGES.image,
      labResult: ACTIVATION_MESSAGES.lab,
    });

    const expired = await lab(t.db, id, '2026-11-01');
    res = await put(id, 'compliance', {
      thcPercentage: 1,
      thcaPercentage: 24,
      cbdPercentage: null,
      thcMgPerServing: null,
      thcMgPerPackage: null,
      labResultId: expired,
    });
    expect(res.json!.product.problems).toContainEqual({
      field: 'labResult',
      message: ACTIVATION_MESSAGES.labExpired,
    });
    const valid = await lab(t.db, id, '2027-11-01');
    await put(id, 'compliance', { ...potency(res.json!.product), labResultId: valid });

    const media = await mediaImage(t.db);
    res = await put(id, 'images', { images: [{ mediaId: media, alt: 'A jar of Sour Diesel' }] });
    expect(res.json!.product.images).toEqual([
      {
        mediaId: media,
        alt: 'A jar of Sour Diesel',
        url: '/media/library/kush-1280.webp',
        thumbUrl: '/media/library/kush-320.webp',
      },
    ]);
    expect(res.json!.product.problems).toEqual([]);
    const [stored] = await sqlRows<{ image_url: string; image_alt: string }>(
      t.db,
      sql`select image_url, image_alt from products where id = ${id}`,
    );
    expect(stored).toEqual({ image_url: '/media/library/kush-1280.webp', image_alt: 'A jar of Sour Diesel' });

    res = await admin.call(`/api/admin/products/${id}/status`, {
      method: 'POST',
      body: { status: 'active' },
    });
    expect(res.json!.product.status).toBe('active');
    const search = await admin.call('/api/search?q=Sour%20Diesel%20Test');
    expect(search.json!.results.map((r: { id: string }) => r.id)).toContain(id);

    const trail = await audits(id);
    expect(trail.map((a) => a.action)).toEqual([
      'product.created',
      'product.variants_saved',
      'product.variants_saved',
      'product.compliance_saved',
      'product.compliance_saved',
      'product.images_saved',
      'product.status_changed',
    ]);
    expect(trail.at(-1)).toMatchObject({ before: { status: 'draft' }, after: { status: 'active' } });
  });

  it('refuses edibles over the store limit, naming the field', async () => {
    const id = await draft('Gummies Test', 'edibles');
    const res = await put(id, 'compliance', {
      thcPercentage: null,
      thcaPercentage: null,
      cbdPercentage: null,
      thcMgPerServing: 12,
      thcMgPerPackage: 120,
      labResultId: null,
    });
    expect(res.json!.product.problems).toContainEqual({
      field: 'thcMgPerServing',
      message: 'An edible serving may hold at most 10 mg THC',
    });
    const refused = await admin.call(`/api/admin/products/${id}/status`, {
      method: 'POST',
      body: { status: 'active' },
    });
    expect(refused.json!.error.fields).toMatchObject({
      thcMgPerServing: 'An edible serving may hold at most 10 mg THC',
      thcMgPerPackage: 'An edible package may hold at most 100 mg THC',
    });
  });

  it('takes the potency that fits the category: percent for flower, mg for edibles (422 naming the field)', async () => {
    const none = { thcPercentage: null, thcaPercentage: null, cbdPercentage: null, labResultId: null };
    const edible = await draft('Potency Gummies Test', 'edibles');
    const refused = await put(edible, 'compliance', {
      ...none,
      thcPercentage: 18,
      thcMgPerServing: 10,
      thcMgPerPackage: 100,
    });
    expect(refused.status).toBe(422);
    expect(refused.json!.error.message).toBe('Edibles are labelled in mg: leave THC % empty');
    expect(refused.json!.error.fields).toEqual({
      thcPercentage: 'Edibles are labelled in mg: leave THC % empty',
    });
    const mg = await put(edible, 'compliance', { ...none, thcMgPerServing: 10, thcMgPerPackage: 100 });
    expect(mg.status).toBe(200);
    expect(mg.json!.product).toMatchObject({
      thcPercentage: null,
      thcMgPerServing: 10,
      thcMgPerPackage: 100,
    });

    const flower = await draft('Potency Flower Test');
    const percent = await put(flower, 'compliance', {
      ...none,
      thcPercentage: 1.2,
      thcaPercentage: 24,
      thcMgPerServing: null,
      thcMgPerPackage: null,
    });
    expect(percent.status).toBe(200);
    expect(percent.json!.product).toMatchObject({ thcPercentage: 1.2, thcaPercentage: 24 });
    const milligrams = await put(flower, 'compliance', {
      ...none,
      thcMgPerServing: 5,
      thcMgPerPackage: null,
    });
    expect(milligrams.status).toBe(422);
    expect(milligrams.json!.error.fields).toEqual({
      thcMgPerServing: 'Flower is labelled in percent: leave THC mg per serving empty',
    });

    // Moved to edibles, the flower's percentages no longer fit and are dropped (audited).
    const moved = await put(flower, 'basics', { ...basics('Potency Flower Test', 'edibles') });
    expect(moved.status).toBe(200);
    expect(moved.json!.product).toMatchObject({
      category: 'edibles',
      thcPercentage: null,
      thcaPercentage: null,
    });
    expect((await audits(flower)).at(-1)).toMatchObject({
      action: 'product.basics_saved',
      before: { thcaPercentage: 24 },
      after: { thcaPercentage: null },
    });
  });

  it('refuses bad input with the schema message, a taken SKU, and removing an ordered variant', async () => {
    const bad = await admin.call('/api/admin/products', {
      method: 'POST',
      body: { ...basics(''), name: ' ' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json!.error.message).toBe('Enter the product name');
    const id = await draft('SKU Test');
    const [taken] = await sqlRows<{ sku: string }>(
      t.db,
      sql`select sku from product_variants where sku is not null limit 1`,
    );
    if (taken) {
      const res = await put(id, 'variants', {
        limitCategory: 'flower',
        variants: [{ label: '1g', netGrams: 1, priceCents: 1500, stock: 1, sku: taken.sku }],
      });
      expect(res.status).toBe(409);
      expect(res.json!.error.fields).toEqual({ 'variants.0.sku': PRODUCT_ADMIN_MESSAGES.skuTaken });
    }
    const [ordered] = await sqlRows<{ product_id: string }>(
      t.db,
      sql`select product_id from order_items limit 1`,
    );
    if (ordered) {
      const res = await put(ordered.product_id, 'variants', { limitCategory: 'flower', variants: [] });
      expect(res.status).toBe(409);
      expect(res.json!.error.code).toBe('variant_ordered');
    }
  });

  it('lets support read but not write', async () => {
    const id = await draft('Support Test');
    expect((await support.call(`/api/admin/products/${id}`)).status).toBe(200);
    expect((await support.call('/api/admin/products?q=support%20test')).json!.rows).toHaveLength(1);
    const res = await support.call(`/api/admin/products/${id}/status`, {
      method: 'POST',
      body: { status: 'archived' },
    });
    expect(res.status).toBe(403);
    expect((await audits(id)).map((a) => a.action)).toEqual(['product.created']);
  });

  it('answers a duplicate as a pre-filled form, writing nothing', async () => {
    const [p] = await sqlRows<{ id: string; name: string }>(
      t.db,
      sql`select id, name from products where status = 'active' limit 1`,
    );
    const before = await sqlRows(t.db, sql`select id from products`);
    const res = await admin.call(`/api/admin/products/${p!.id}/duplicate`);
    expect(res.json!.input.name).toBe(`${p!.name} (copy)`);
    expect(
      res.json!.input.variants.every((v: { sku: null; stock: number }) => v.sku === null && v.stock === 0),
    ).toBe(true);
    expect(await sqlRows(t.db, sql`select id from products`)).toHaveLength(before.length);
  });

  it('bulk-activates a mix: the ready ones change, the others are answered with their problems', async () => {
    const [ready] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from products where name = 'Sour Diesel Test'`,
    );
    await admin.call('/api/admin/products/bulk', {
      method: 'POST',
      body: { action: 'archive', ids: [ready!.id] },
    });
    const unready = await draft('Bulk Test');
    const res = await admin.call('/api/admin/products/bulk', {
      method: 'POST',
      body: { action: 'activate', ids: [ready!.id, unready] },
    });
    expect(res.json!.updated).toEqual([ready!.id]);
    expect(res.json!.refused).toMatchObject([
      {
        id: unready,
        name: 'Bulk Test',
        problems: expect.arrayContaining([{ field: 'images', message: ACTIVATION_MESSAGES.image }]),
      },
    ]);
    expect((await audits(ready!.id)).slice(-2).map((a) => a.after)).toEqual([
      { status: 'archived' },
      { status: 'active' },
    ]);
    const csv = await admin.call(`/api/admin/products/export.csv?ids=${ready!.id},${unready}`);
    expect(plainCsv(csv.text).split('\n')[0]).toBe(
      'id,name,category,status,shop,producer,variants,min_price,max_price,stock,low_stock,updated_at',
    );
    expect(plainCsv(csv.text).trim().split('\n')).toHaveLength(3);
  });

  it('moves a selection to another shop and brings an archived product back as a draft, audited', async () => {
    const id = await draft('Move Test');
    const [other] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from merchants where id <> ${shopId} limit 1`,
    );
    const moved = await admin.call('/api/admin/products/bulk', {
      method: 'POST',
      body: { action: 'move', ids: [id], shopId: other!.id },
    });
    expect(moved.json!.updated).toEqual([id]);
    const status = (s: string) =>
      admin.call(`/api/admin/products/${id}/status`, { method: 'POST', body: { status: s } });
    expect((await status('archived')).json!.product).toMatchObject({ status: 'archived', shopId: other!.id });
    expect((await status('draft')).json!.product.status).toBe('draft');
    expect((await audits(id)).map((a) => [a.action, a.after])).toEqual([
      ['product.created', expect.anything()],
      ['product.moved', { shopId: other!.id }],
      ['product.status_changed', { status: 'archived' }],
      ['product.status_changed', { status: 'draft' }],
    ]);
  });
});

function potency(p: Record<string, unknown>) {
  return {
    thcPercentage: p.thcPercentage,
    thcaPercentage: p.thcaPercentage,
    cbdPercentage: p.cbdPercentage,
    thcMgPerServing: p.thcMgPerServing,
    thcMgPerPackage: p.thcMgPerPackage,
  };
}
