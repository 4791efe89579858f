import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductResponse } from '#domain/catalog/product-response.ts';
import { LAB_MESSAGES } from '#domain/catalog/lab-schemas.ts';
import type { LabResultItem, MediaItem } from '#domain/catalog/media-schemas.ts';
import { imageBytes, pdfBytes, uploadForm } from '#server/test-support/media-files.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, createTestApp, sqlRows, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let dataDir: string;
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
let product: { id: string; variants: { id: string }[] };
let other: { id: string; variants: { id: string }[] };
let certificate: MediaItem;
// 12:00 on a Monday in New York.
const NOON = new Date('2026-11-23T17:00:00Z');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'labs-api-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { now: () => NOON });
  admin = await staffClient(t, 'admin');
  support = await staffClient(t, 'support');
  const products = (await admin.call('/api/admin/lab-results/products?q=')).json!.products;
  [product, other] = products.filter((p: { variants: unknown[] }) => p.variants.length > 0);
  const up = await admin.call('/api/admin/media', { method: 'POST', raw: uploadForm(pdfBytes(), 'coa.pdf') });
  certificate = up.json!.item;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const input = (over: Record<string, unknown> = {}) => ({
  productId: product.id,
  labName: 'Kaycha Labs NY',
  labLicense: 'OCM-LAB-0042',
  accreditation: 'ISO/IEC 17025 #1234.01',
  batchNumber: `B-${Date.now()}`,
  testedAt: '2026-11-01',
  expiresAt: '2027-11-01',
  thcPercentage: 21.5,
  thcaPercentage: 3,
  cbdPercentage: 0.4,
  thcMgPerPackage: null,
  cannabinoids: { CBG: 1.1 },
  pesticidesPass: true,
  heavyMetalsPass: true,
  microbialsPass: true,
  residualSolventsPass: true,
  certificateMediaId: certificate.id,
  ...over,
});
const create = (body: unknown, who = admin) => who.call('/api/admin/lab-results', { method: 'POST', body });
const audits = (id: string) =>
  sqlRows<{ action: string; before: any; after: any }>(
    t.db,
    sql`select action, before, after from audit_logs where target_id = ${id} order by id`,
  );

describe('lab results', () => {
  let lab: LabResultItem;

  it('creates a batch with its certificate, audited, and the product page links the certificate', async () => {
    const res = await create(input({ batchNumber: 'B-2026-11-A' }));
    expect(res.status).toBe(201);
    lab = res.json!.labResult;
    expect(lab).toMatchObject({
      productId: product.id,
      batchNumber: 'B-2026-11-A',
      status: 'valid',
      totalThcPercentage: 24.1,
      certificateUrl: certificate.url,
      variantIds: [],
      cannabinoids: { CBG: 1.1 },
    });
    const [audit] = await audits(lab.id);
    expect(audit).toMatchObject({
      action: 'lab_result.created',
      before: null,
      after: { batchNumber: 'B-2026-11-A' },
    });
    const media = (await admin.call(`/api/admin/media/${certificate.id}`)).json!.item as MediaItem;
    expect(media.usedBy).toBe(1);
    const refused = await admin.call(`/api/admin/media/${certificate.id}`, { method: 'DELETE' });
    expect(refused.json!.error.message).toBe('This document is used by 1 lab result');
  });

  it('refuses bad input naming the field: a taken batch, expiry before the test, an image as certificate', async () => {
    const taken = await create(input({ batchNumber: 'B-2026-11-A' }));
    expect(taken.status).toBe(409);
    expect(taken.json!.error).toMatchObject({
      message: LAB_MESSAGES.batchTaken,
      fields: { batchNumber: LAB_MESSAGES.batchTaken },
    });
    const early = await create(input({ expiresAt: '2026-10-01' }));
    expect(early.status).toBe(400);
    expect(early.json!.error.fields).toEqual({ expiresAt: LAB_MESSAGES.expiresBeforeTested });
    const image = await admin.call('/api/admin/media', {
      method: 'POST',
      raw: uploadForm(await imageBytes('png', 60, 60), 'x.png'),
    });
    const notPdf = await create(input({ certificateMediaId: image.json!.item.id }));
    expect(notPdf.json!.error.fields).toEqual({ certificateMediaId: LAB_MESSAGES.certificate });
    const blank = await create(input({ labName: ' ' }));
    expect(blank.json!.error.fields).toMatchObject({ labName: 'Enter the lab name' });
    expect((await create(input(), support)).status).toBe(403);
  });

  it('edits a result with before and after; a failed panel or a past expiry changes its status', async () => {
    const res = await admin.call(`/api/admin/lab-results/${lab.id}`, {
      method: 'PATCH',
      body: { microbialsPass: false },
    });
    expect(res.json!.labResult.status).toBe('failed');
    const audit = (await audits(lab.id)).at(-1)!;
    expect(audit.action).toBe('lab_result.updated');
    expect([audit.before.microbialsPass, audit.after.microbialsPass]).toEqual([true, false]);
    const expired = await create(
      input({ testedAt: '2025-01-01', expiresAt: '2025-12-31', batchNumber: 'OLD-1' }),
    );
    expect(expired.json!.labResult.status).toBe('expired');
    const list = (await support.call(`/api/admin/lab-results?status=expired&productId=${product.id}`)).json!;
    expect(list.items.map((i: LabResultItem) => i.batchNumber)).toEqual(['OLD-1']);
    const failed = (await admin.call('/api/admin/lab-results?status=failed&q=B-2026-11')).json!;
    expect(failed.items.map((i: LabResultItem) => i.id)).toEqual([lab.id]);
    await admin.call(`/api/admin/lab-results/${lab.id}`, { method: 'PATCH', body: { microbialsPass: true } });
  });

  it('links and unlinks variants of the batch’s product only; delete is refused while linked', async () => {
    const first = product.variants[0]!.id;
    const linkTo = (variantIds: string[], who = admin) =>
      who.call(`/api/admin/lab-results/${lab.id}/variants`, { method: 'PUT', body: { variantIds } });
    const linked = await linkTo([first]);
    expect(linked.json!.labResult.variantIds).toEqual([first]);
    expect((await audits(lab.id)).at(-1)).toMatchObject({
      action: 'lab_result.variants_linked',
      before: { variantIds: [] },
      after: { variantIds: [first] },
    });
    const foreign = await linkTo([other.variants[0]!.id]);
    expect(foreign.status).toBe(400);
    expect(foreign.json!.error.fields).toEqual({ variantIds: LAB_MESSAGES.variantOfOtherProduct });
    expect((await linkTo([], support)).status).toBe(403);

    const page = (await client(t.app).call(`/api/products/${product.id}`)).json as ProductResponse;
    expect(page.product.labResult).toMatchObject({
      certificateUrl: certificate.url,
      expiresAt: '2027-11-01',
    });

    const refused = await admin.call(`/api/admin/lab-results/${lab.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.json!.error.message).toBe(LAB_MESSAGES.inUse(1));
    expect((await linkTo([])).json!.labResult.variantIds).toEqual([]);
    expect((await admin.call(`/api/admin/lab-results/${lab.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await audits(lab.id)).at(-1)).toMatchObject({ action: 'lab_result.deleted', after: null });
    expect((await admin.call(`/api/admin/lab-results/${lab.id}`)).status).toBe(404);
  });

  it('puts uploaded images on the storefront product as AVIF and WebP srcsets with their size and alt', async () => {
    const up = await admin.call('/api/admin/media', {
      method: 'POST',
      raw: uploadForm(await imageBytes('jpeg', 1000, 800), 'jar.jpg'),
    });
    const image = up.json!.item as MediaItem;
    await t.db.execute(
      sql`insert into product_images (product_id, media_id, position, alt) values (${product.id}, ${image.id}, 0, 'A jar')`,
    );
    await t.services.catalog.storefront.changed([product.id]);
    const page = (await client(t.app).call(`/api/products/${product.id}`)).json as ProductResponse;
    const base = `/media/library/${image.id}`;
    expect(page.product.images).toEqual([
      {
        src: `${base}/1000.webp`,
        srcset: `${base}/320.webp 320w, ${base}/640.webp 640w, ${base}/960.webp 960w, ${base}/1000.webp 1000w`,
        avifSrcset: `${base}/320.avif 320w, ${base}/640.avif 640w, ${base}/960.avif 960w, ${base}/1000.avif 1000w`,
        width: 1000,
        height: 800,
        alt: 'A jar',
      },
    ]);
  });
});
