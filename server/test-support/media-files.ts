import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real image of `width`×`height` in `format`, made with sharp (a gradient, so it compresses like a photo). */
export async function imageBytes(format: 'jpeg' | 'png' | 'webp' | 'avif', width = 800, height = 600) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = 128;
  }
  const base = sharp(pixels, { raw: { width, height, channels: 3 } });
  return new Uint8Array(await base.toFormat(format).toBuffer());
}

/**
 * A real 8×8 PNG whose header (IHDR, with a correct CRC) claims `width`×`height`: a few hundred bytes that would
 * decode to gigabytes.
 */
export async function claimedSizePng(width: number, height: number) {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return new Uint8Array(bytes);
}

/** A JPEG carrying EXIF (a camera's orientation and a private note), as a phone camera writes one. */
export async function jpegWithExif(width: number, height: number) {
  const tagged = await sharp(await imageBytes('jpeg', width, height))
    .withMetadata({ orientation: 1, exif: { IFD0: { Copyright: 'Secret GPS place' } } })
    .jpeg()
    .toBuffer();
  return new Uint8Array(tagged);
}

/** A small, valid one-page PDF. */
export function pdfBytes(text = 'Certificate of analysis') {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj',
    `4 0 obj << /Length ${text.length + 30} >> stream`,
    `BT /F1 24 Tf 72 700 Td (${text}) Tj ET`,
    'endstream endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return new TextEncoder().encode(body);
}

/** A multipart form with one file (and optional alt text), as a browser sends it. */
export function uploadForm(bytes: Uint8Array, name: string, type = 'application/octet-stream', alt?: string) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  if (alt !== undefined) form.set('alt', alt);
  return form;
}
