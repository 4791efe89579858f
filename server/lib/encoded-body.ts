import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A response body kept ready in its plain, gzip and brotli forms, with a strong ETag. */
export interface EncodedBody {
  etag: string;
  type: string;
  raw: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
}

export function encodeBody(text: string, type = 'application/json; charset=utf-8'): EncodedBody {
  const raw = new TextEncoder().encode(text);
  return {
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
    type,
    raw,
    gzip: Uint8Array.from(gzipSync(raw, { level: 6 })),
    br: Uint8Array.from(brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })),
  };
}
