import sharp from 'sharp';
import type { LighthousePage } from './lighthouse-pages.ts';
import { signIn } from './admin-load.ts';

/** A 1600×1200 photo-like JPEG (noise over a gradient: it compresses like a photograph, not like a flat colour). */
async function photo(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(2)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function send(origin: string, cookie: string, path: string, init: RequestInit) {
  const res = await fetch(origin + path, {
    ...init,
    headers: { origin, cookie, ...(init.headers as Record<string, string> | undefined) },
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * The demo admin uploads a large photo to the media library and gives it to a product, as the catalog team would:
 * the product page then serves the library's AVIF/WebP renditions with `srcset`. Answers that page to measure.
 */
export async function uploadedImagePage(
  origin: string,
  productId: string,
  name: string,
): Promise<LighthousePage> {
  const cookie = await signIn(origin);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'bench-photo.jpg');
  const { item } = (await send(origin, cookie, '/api/admin/media', { method: 'POST', body: form })) as {
    item: { id: string };
  };
  await send(origin, cookie, `/api/admin/products/${productId}/images`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ images: [{ mediaId: item.id, alt: `${name}, photographed for the bench` }] }),
  });
  return { path: `/product/${productId}`, expectText: name };
}
