import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, MEDIA_MAX_BYTES, type MediaItem } from '#domain/catalog/media-schemas.ts';
import { claimedSizePng, imageBytes, pdfBytes, uploadForm } from '#server/test-support/media-files.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { createTestApp, sqlRows, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let dataDir: string;
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-api-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await staffClient(t, 'admin');
  support = await staffClient(t, 'support');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (form: FormData, who = admin) => who.call('/api/admin/media', { method: 'POST', raw: form });
const lastAudit = async (id: string) =>
  (
    await sqlRows<{ action: string; before: unknown; after: unknown; actor_user_id: string }>(
      t.db,
      sql`select action, before, after, actor_user_id from audit_logs where target_id = ${id} order by id desc limit 1`,
    )
  )[0];
const served = (url: string) => t.app.request(`http://localhost${url}`);

describe('uploading to the media library', () => {
  for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
    it(`re-encodes a ${format.toUpperCase()} into WebP and AVIF widths no wider than the original`, async () => {
      const bytes = await imageBytes(format, 700, 400);
      const res = await upload(uploadForm(bytes, `shelf.${format}`, `image/${format}`, 'A jar on a shelf'));
      expect(res.status).toBe(201);
      const item = res.json!.item as MediaItem;
      expect(item).toMatchObject({
        kind: 'image',
        mime: `image/${format}`,
        width: 700,
        height: 400,
        usedBy: 0,
      });
      expect(item.fileName).toBe(`shelf.${format}`);
      const lib = `/media/library/${item.id}`;
      expect(item.srcset).toBe(`${lib}/320.webp 320w, ${lib}/640.webp 640w, ${lib}/700.webp 700w`);
      expect(item.url).toBe(`${lib}/700.webp`);
      expect(item.thumbUrl).toBe(`${lib}/320.webp`);
      const files = (await readdir(path.join(dataDir, 'media', 'library', item.id))).sort();
      expect(files).toEqual(['320.avif', '320.webp', '640.avif', '640.webp', '700.avif', '700.webp']);
      const audit = await lastAudit(item.id);
      expect(audit).toMatchObject({ action: 'media.uploaded', before: null, actor_user_id: admin.userId });
    });
  }

  it('stores a 500 px wide PNG at 320 and at its own 500, and offers 500w in both srcsets', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 500, height: 375, channels: 3, background: '#3a7d44' } })
        .png()
        .toBuffer(),
    );
    const res = await upload(uploadForm(png, 'small-jar.png', 'image/png', 'A small jar'));
    expect(res.status).toBe(201);
    const item = res.json!.item as MediaItem;
    const lib = `/media/library/${item.id}`;
    expect(item.srcset).toBe(`${lib}/320.webp 320w, ${lib}/500.webp 500w`);
    expect(item.url).toBe(`${lib}/500.webp`);
    const files = (await readdir(path.join(dataDir, 'media', 'library', item.id))).sort();
    expect(files).toEqual(['320.avif', '320.webp', '500.avif', '500.webp']);
    const stored = await sharp(Buffer.from(await (await served(`${lib}/500.webp`)).arrayBuffer())).metadata();
    expect([stored.width, stored.height]).toEqual([500, 375]);
    const avif = await served(`${lib}/500.avif`);
    expect(avif.headers.get('content-type')).toBe('image/avif');
  });

  it('turns a photo upright and strips its metadata', async () => {
    const tagged = await sharp(await imageBytes('jpeg', 400, 300))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret GPS place' } } })
      .jpeg()
      .toBuffer();
    const res = await upload(uploadForm(new Uint8Array(tagged), 'rotated.jpg'));
    const item = res.json!.item as MediaItem;
    expect([item.width, item.height]).toEqual([300, 400]);
    const webp = Buffer.from(await (await served(item.url)).arrayBuffer());
    const meta = await sharp(webp).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('stores a PDF as it is and serves it inline in a sandbox, cached for a year', async () => {
    const pdf = pdfBytes();
    const res = await upload(uploadForm(pdf, 'COA batch 7.pdf', 'application/pdf'));
    expect(res.status).toBe(201);
    const item = res.json!.item as MediaItem;
    expect(item).toMatchObject({ kind: 'document', mime: 'application/pdf', srcset: '', thumbUrl: null });
    const file = await served(item.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="COA batch 7.pdf"');
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
  });

  it('serves image renditions with their type and long cache headers; unknown names are 404', async () => {
    const item = (await upload(uploadForm(await imageBytes('png', 330, 200), 'a.png'))).json!
      .item as MediaItem;
    const avif = await served(`/media/library/${item.id}/320.avif`);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await served(`/media/library/${item.id}/original.png`)).status).toBe(404);
    expect((await served(`/media/library/${item.id}/..%2F..%2Fauth-secret`)).status).toBe(404);
  });
});

describe('refused uploads', () => {
  const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(120).fill(0)]);

  it('refuses an executable renamed photo.jpg, whatever type it claims (415), and stores nothing', async () => {
    const before = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from media_assets`);
    const res = await upload(uploadForm(ELF, 'photo.jpg', 'image/jpeg'));
    expect(res.status).toBe(415);
    expect(res.json!.error.message).toBe(MEDIA_MESSAGES.type);
    expect(res.json!.error.message).toBe('Upload a JPEG, PNG, WebP or AVIF image, or a PDF');
    const after = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from media_assets`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a file over the limit with 413 before reading it all', async () => {
    const big = new Uint8Array(MEDIA_MAX_BYTES.document + 128 * 1024);
    const res = await upload(uploadForm(big, 'huge.pdf', 'application/pdf'));
    expect(res.status).toBe(413);
    expect(res.json!.error.message).toBe(MEDIA_MESSAGES.tooLarge);
  });

  it('refuses an image over the image limit (413) even under the upload limit', async () => {
    const jpeg = await imageBytes('jpeg', 64, 64);
    const padded = new Uint8Array(MEDIA_MAX_BYTES.image + 10);
    padded.set(jpeg);
    const res = await upload(uploadForm(padded, 'padded.jpg'));
    expect(res.status).toBe(413);
    expect(res.json!.error.message).toBe(MEDIA_MESSAGES.imageTooLarge);
  });

  it('refuses polyglots: an image carrying HTML/script, a JPEG header on garbage, a GIF, a PDF with script', async () => {
    const jpeg = await imageBytes('jpeg', 64, 64);
    const script = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
    const jpegAndHtml = new Uint8Array([...jpeg, ...script]);
    const res1 = await upload(uploadForm(jpegAndHtml, 'cute.jpg'));
    expect([res1.status, res1.json!.error.message]).toEqual([415, MEDIA_MESSAGES.markup]);

    const headerOnly = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(400).fill(0x41)]);
    const res2 = await upload(uploadForm(headerOnly, 'broken.jpg'));
    expect([res2.status, res2.json!.error.message]).toEqual([415, MEDIA_MESSAGES.undecodable]);

    const gif = new Uint8Array([...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0, 0, 0, 0, ...script]);
    expect((await upload(uploadForm(gif, 'anim.gif'))).status).toBe(415);

    const pdfHtml = new Uint8Array([...pdfBytes(), ...script]);
    const res4 = await upload(uploadForm(pdfHtml, 'coa.pdf'));
    expect([res4.status, res4.json!.error.message]).toEqual([415, MEDIA_MESSAGES.markup]);

    const pdfJs = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n%%EOF',
    );
    const res5 = await upload(uploadForm(pdfJs, 'coa.pdf'));
    expect([res5.status, res5.json!.error.message]).toEqual([415, MEDIA_MESSAGES.pdfActive]);

    const cut = pdfBytes().slice(0, 60);
    const res6 = await upload(uploadForm(cut, 'cut.pdf'));
    expect([res6.status, res6.json!.error.message]).toEqual([415, MEDIA_MESSAGES.notPdf]);
  });

  it('refuses a PDF whose action is hex-escaped or hidden in a compressed object stream (415)', async () => {
    const escaped = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj << /Open#41ction << /S /J#61vaScript /JS (app.alert(1)) >> >> endobj\n%%EOF',
    );
    const res1 = await upload(uploadForm(escaped, 'coa.pdf'));
    expect([res1.status, res1.json!.error.message]).toEqual([415, MEDIA_MESSAGES.pdfActive]);
    const hidden = deflateSync('5 0 << /S /Launch /F (cmd.exe) >>');
    const objStm = Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n9 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >> stream\n`,
      ),
      hidden,
      Buffer.from('\nendstream endobj\n%%EOF'),
    ]);
    const res2 = await upload(uploadForm(new Uint8Array(objStm), 'coa.pdf'));
    expect([res2.status, res2.json!.error.message]).toEqual([415, MEDIA_MESSAGES.pdfActive]);
  });

  it('refuses an image whose header claims 60000×60000 pixels with 422, from the header alone, and stores nothing', async () => {
    const count = async () =>
      (await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from media_assets`))[0]!.n;
    const before = await count();
    const res = await upload(uploadForm(await claimedSizePng(60_000, 60_000), 'poster.png', 'image/png'));
    expect(res.status).toBe(422);
    expect(res.json!.error).toMatchObject({
      message: MEDIA_MESSAGES.pixels,
      fields: { file: MEDIA_MESSAGES.pixels },
    });
    expect(await count()).toBe(before);
    const folders = await readdir(path.join(dataDir, 'media', 'library'));
    expect(folders).toHaveLength(before);
  });

  it('keeps a path-traversal name as display text only; the file is stored under a generated key', async () => {
    const res = await upload(uploadForm(await imageBytes('png', 100, 100), '../../etc/passwd.png'));
    expect(res.status).toBe(201);
    const item = res.json!.item as MediaItem;
    expect(item.fileName).toBe('passwd.png');
    const [row] = await sqlRows<{ storage_key: string }>(
      t.db,
      sql`select storage_key from media_assets where id = ${item.id}`,
    );
    expect(row!.storage_key).toBe(`library/${item.id}/100.webp`);
    const windows = await upload(uploadForm(await imageBytes('png', 50, 50), '..\\..\\boot.ini\u0000.png'));
    expect(windows.json!.item.fileName).toBe('boot.ini.png');
  });

  it('refuses a request without a file (400, naming the field)', async () => {
    const res = await upload(new FormData());
    expect(res.status).toBe(400);
    expect(res.json!.error).toMatchObject({
      message: MEDIA_MESSAGES.noFile,
      fields: { file: MEDIA_MESSAGES.noFile },
    });
  });

  it('lets support list the library but not upload, edit or delete', async () => {
    expect((await support.call('/api/admin/media')).status).toBe(200);
    expect((await upload(uploadForm(await imageBytes('png', 40, 40), 'x.png'), support)).status).toBe(403);
    const { items } = (await admin.call('/api/admin/media?limit=1')).json!;
    const id = items[0].id;
    expect(
      (await support.call(`/api/admin/media/${id}`, { method: 'PATCH', body: { alt: 'x' } })).status,
    ).toBe(403);
    expect((await support.call(`/api/admin/media/${id}`, { method: 'DELETE' })).status).toBe(403);
  });
});

describe('the library', () => {
  it('searches by name and alt, filters by kind and use, and pages by keyset', async () => {
    const found = (await admin.call('/api/admin/media?q=shelf')).json!.items as MediaItem[];
    expect(found.length).toBe(4);
    expect(found.every((i) => i.alt === 'A jar on a shelf')).toBe(true);
    const docs = (await admin.call('/api/admin/media?kind=document')).json!.items as MediaItem[];
    expect(docs.every((i) => i.kind === 'document')).toBe(true);
    const first = (await admin.call('/api/admin/media?limit=3')).json!;
    expect(first.items).toHaveLength(3);
    const second = (await admin.call(`/api/admin/media?limit=3&cursor=${first.nextCursor}`)).json!;
    const ids = new Set([...first.items, ...second.items].map((i: MediaItem) => i.id));
    expect(ids.size).toBe(6);
  });

  it('changes the alt text, audited with before and after', async () => {
    const [item] = (await admin.call('/api/admin/media?q=passwd')).json!.items as MediaItem[];
    const res = await admin.call(`/api/admin/media/${item!.id}`, {
      method: 'PATCH',
      body: { alt: '  Blue jar  ' },
    });
    expect(res.json!.item.alt).toBe('Blue jar');
    expect(await lastAudit(item!.id)).toMatchObject({
      action: 'media.alt_changed',
      before: { alt: '' },
      after: { alt: 'Blue jar' },
    });
    const long = await admin.call(`/api/admin/media/${item!.id}`, {
      method: 'PATCH',
      body: { alt: 'x'.repeat(301) },
    });
    expect(long.status).toBe(400);
  });

  it('refuses to delete an image a product shows (409), deletes it and its files once unused', async () => {
    const item = (await upload(uploadForm(await imageBytes('webp', 400, 400), 'in-use.webp'))).json!
      .item as MediaItem;
    const [product] = await sqlRows<{ id: string }>(t.db, sql`select id from products order by name limit 1`);
    await t.db.execute(
      sql`insert into product_images (product_id, media_id, position, alt) values (${product!.id}, ${item.id}, 0, 'Jar')`,
    );
    const inUse = (await admin.call('/api/admin/media?use=in-use')).json!.items as MediaItem[];
    expect(inUse.find((i) => i.id === item.id)?.usedBy).toBe(1);
    const refused = await admin.call(`/api/admin/media/${item.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.json!.error.message).toBe('This image is used by 1 product');
    await t.db.execute(sql`delete from product_images where media_id = ${item.id}`);
    const unused = (await admin.call('/api/admin/media?use=unused')).json!.items as MediaItem[];
    expect(unused.some((i) => i.id === item.id)).toBe(true);
    expect((await admin.call(`/api/admin/media/${item.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await lastAudit(item.id)).toMatchObject({ action: 'media.deleted', after: null });
    expect((await served(item.url)).status).toBe(404);
    await expect(readdir(path.join(dataDir, 'media', 'library', item.id))).rejects.toThrow();
  });
});
