import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageWidthsFor, MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '#domain/catalog/media-schemas.ts';
import type { MediaRendition } from '#server/db/schema/media.ts';
import { AppError } from '#server/lib/errors.ts';
import { decodeImage, fromPixels, readImageSize } from './decode-image.ts';
import { inspectPdf } from './pdf-check.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
const PDF = 'application/pdf';

/**
 * Markup a browser would run if it were ever made to sniff a file as a page: a file carrying any of these is a
 * polyglot (an image or PDF that is also HTML/script) and is refused, even though images are re-encoded.
 */
const MARKUP = /<(script|html|body|iframe|svg|object|embed)\b|<\?php|javascript:/i;

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
    await checkPdf(bytes);
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

const PDF_REFUSALS = {
  'not-pdf': ['media_not_pdf', MEDIA_MESSAGES.notPdf],
  active: ['media_pdf_active', MEDIA_MESSAGES.pdfActive],
  unchecked: ['media_pdf_unchecked', MEDIA_MESSAGES.pdfUnchecked],
} as const;

async function checkPdf(bytes: Uint8Array) {
  const found = await inspectPdf(bytes);
  if (found.verdict === 'clean') return;
  const [code, message] = PDF_REFUSALS[found.verdict];
  throw refuse(415, code, message);
}

const undecodable = () => refuse(415, 'media_undecodable', MEDIA_MESSAGES.undecodable);

/**
 * Decodes the whole image (any error refuses it), turns it upright and writes WebP and AVIF widths, no metadata:
 * the standard widths it covers and its own width when it falls between two (`imageWidthsFor`).
 * The largest width is made straight from the file, so a big photo is shrunk while it is read, never held whole.
 */
async function reencode(bytes: Uint8Array) {
  const { width, height } = await readImageSize(bytes, undecodable);
  const widths = imageWidthsFor(width);
  const top = Math.max(...widths);
  const largest = await decodeImage(bytes)
    .rotate()
    .resize({ width: top })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw undecodable();
    });
  const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };
  const files: PreparedFile['files'] = [];
  for (const w of widths) {
    const base = fromPixels(largest.data, raw).resize({ width: w });
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
