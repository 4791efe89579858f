import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '#domain/catalog/media-schemas.ts';
import { imageBytes, jpegWithExif, pdfBytes, uploadForm } from '#server/test-support/media-files.ts';
import { shopPeople } from '#server/test-support/shop-members.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { s3Storage } from './s3-storage.ts';

// The S3 adapter against a local S3-compatible server (s3rver) in a temporary folder on a free port.
let server: S3rver;
let dir: string;
let endpoint: string;
const BUCKET = 'nym-media';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The app's settings for the bucket above. */
const bucketEnv = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
});

const storage = () =>
  s3Storage({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

describe('the S3-compatible storage', () => {
  it('puts, reads back as a stream, tells whether a key exists and deletes', async () => {
    const s3 = storage();
    const key = 'library/00000000-0000-4000-8000-0000000000aa/document.pdf';
    const bytes = pdfBytes();
    expect(await s3.exists(key)).toBe(false);
    expect(await s3.get(key)).toBeNull();
    await s3.put(key, bytes, 'application/pdf');
    expect(await s3.exists(key)).toBe(true);
    const file = await s3.get(key);
    expect(file!.size).toBe(bytes.byteLength);
    expect(new Uint8Array(await new Response(file!.body).arrayBuffer())).toEqual(bytes);
    await s3.delete(key);
    expect(await s3.exists(key)).toBe(false);
  });

  it('refuses a key the server would never make', async () => {
    await expect(storage().put('../outside', new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Refused/);
  });

  it('serves the library from the bucket when S3_BUCKET is set', async () => {
    const t: TestApp = await createTestApp(bucketEnv());
    try {
      const admin = await staffClient(t, 'admin');
      const res = await admin.call('/api/admin/media', {
        method: 'POST',
        raw: uploadForm(await imageBytes('jpeg', 700, 500), 'bucket.jpg'),
      });
      expect(res.status).toBe(201);
      const item = res.json!.item as MediaItem;
      expect(await storage().exists(`library/${item.id}/640.avif`)).toBe(true);
      const file = await t.app.request(`http://localhost${item.url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);
      expect((await admin.call(`/api/admin/media/${item.id}`, { method: 'DELETE' })).status).toBe(204);
      expect(await storage().exists(`library/${item.id}/640.avif`)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it("keeps a shop's logo in the bucket and serves it from there", async () => {
    const t: TestApp = await createTestApp(bucketEnv());
    try {
      const { owner } = await shopPeople(t);
      const res = await owner.call('/api/merchant/shop/logo', {
        method: 'POST',
        raw: new Blob([await imageBytes('png', 300, 200)]),
        headers: { 'content-type': 'image/png' },
      });
      expect(res.status).toBe(200);
      const url = res.json!.shop.logoUrl as string;
      expect(url).toMatch(/^\/media\/library\/[0-9a-f-]{36}\/300\.webp$/);
      expect(await storage().exists(url.slice('/media/'.length))).toBe(true);
      const file = await t.app.request(`http://localhost${url}`);
      expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/webp']);
    } finally {
      await t.close();
    }
  });

  it("re-encodes a shop's logo before it reaches the bucket, and serves the re-encoded file", async () => {
    const t: TestApp = await createTestApp(bucketEnv());
    try {
      const { owner } = await shopPeople(t);
      const photo = await jpegWithExif(1200, 800);
      const res = await owner.call('/api/merchant/shop/logo', {
        method: 'POST',
        raw: new Blob([photo]),
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(res.status).toBe(200);
      const url = res.json!.shop.logoUrl as string;
      const stored = await storage().get(url.slice('/media/'.length));
      const inBucket = Buffer.from(await new Response(stored!.body).arrayBuffer());
      const served = await t.app.request(`http://localhost${url}`);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.equals(inBucket)).toBe(true);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 341, undefined]);
      expect(bytes.includes('Secret GPS place')).toBe(false);
    } finally {
      await t.close();
    }
  });
});
