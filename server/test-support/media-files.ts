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
