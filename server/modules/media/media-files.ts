import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, MEDIA_WIDTHS } from '#domain/catalog/media-schemas.ts';
import type { MediaRendition } from '#server/db/schema/media.ts';
import { AppError } from '#server/lib/errors.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
const PDF = 'application/pdf';

/**
 * Markup a browser would run if it were ever made to sniff a file as a page: a file carrying any of these is a
 * polyglot (an image or PDF that is also HTML/script) and is refused, even though images are re-encoded.
 */
const MARKUP = /<(script|html|body|iframe|svg|object|embed)\b|<\?php|javascript:/i;
/** PDF features that run code or open other files. */
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia)\b/;

/** A file name as display text only: its last path segment, reduced to safe characters; never used as a path. */
export function displayName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const safe = last
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120);
  return safe || 'file';
}

export interface PreparedFile {
  kind: 'image' | 'document';
  mime: string;
  byteSize: number;
  sha256: string;
  width: number | null;
  height: number | null;
  /** What to store, by file name under the asset's folder. */
  files: { name: string; bytes: Uint8Array; contentType: string; rendition?: Omit<MediaRendition, 'key'> }[];
}

const refuse = (status: 413 | 415, code: string, message: string) =>
  new AppError(status, code, message, { file: message });

/** Sniffs, checks and (images) re-encodes an upload. Throws the refusal the catalog team reads. */
export async function prepareUpload(bytes: Uint8Array): Promise<PreparedFile> {
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime ?? '';
  if (!IMAGE_TYPES.has(mime) && mime !== PDF) throw refuse(415, 'media_type', MEDIA_MESSAGES.type);
  if (latin1(bytes).search(MARKUP) !== -1) throw refuse(415, 'media_polyglot', MEDIA_MESSAGES.markup);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (mime === PDF) {
    if (bytes.byteLength > MEDIA_MAX_BYTES.document) {
      throw refuse(413, 'media_too_large', MEDIA_MESSAGES.documentTooLarge);
    }
    checkPdf(bytes);
    return {
      kind: 'document',
      mime,
      byteSize: bytes.byteLength,
      sha256,
      width: null,
      height: null,
      files: [{ name: 'document.pdf', bytes, contentType: PDF }],
    };
  }
  if (bytes.byteLength > MEDIA_MAX_BYTES.image)
    throw refuse(413, 'media_too_large', MEDIA_MESSAGES.imageTooLarge);
  return { mime, sha256, ...(await reencode(bytes)) };
}

function latin1(bytes: Uint8Array) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

/** A PDF starts with `%PDF-`, ends (within its last 1 KB) with `%%EOF`, and runs no code. */
function checkPdf(bytes: Uint8Array) {
  const head = latin1(bytes.subarray(0, 5));
  const tail = latin1(bytes.subarray(Math.max(0, bytes.byteLength - 1024)));
  if (head !== '%PDF-' || !tail.includes('%%EOF')) throw refuse(415, 'media_not_pdf', MEDIA_MESSAGES.notPdf);
  if (PDF_ACTIVE.test(latin1(bytes))) throw refuse(415, 'media_pdf_active', MEDIA_MESSAGES.pdfActive);
}

/** Decodes the whole image (any error refuses it), turns it upright and writes WebP and AVIF widths, no metadata. */
async function reencode(bytes: Uint8Array) {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse(415, 'media_undecodable', MEDIA_MESSAGES.undecodable);
  }
  const { width, height, channels } = upright.info;
  const fits: number[] = MEDIA_WIDTHS.filter((w) => w <= width);
  const widths = fits.length ? fits : [width];
  const files: PreparedFile['files'] = [];
  for (const w of widths) {
    const base = sharp(upright.data, { raw: { width, height, channels } }).resize({ width: w });
    for (const format of ['webp', 'avif'] as const) {
      const out =
        format === 'webp'
          ? await base.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true })
          : await base.clone().avif({ quality: 55, effort: 2 }).toBuffer({ resolveWithObject: true });
      files.push({
        name: `${w}.${format}`,
        bytes: out.data,
        contentType: `image/${format}`,
        rendition: { width: out.info.width, height: out.info.height, format, bytes: out.info.size },
      });
    }
  }
  return { kind: 'image' as const, byteSize: bytes.byteLength, width, height, files };
}
