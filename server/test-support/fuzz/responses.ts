import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { z } from 'zod';
import { ORIGIN, type TestApp } from '../test-app.ts';
import type { FuzzRequest } from './requests.ts';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const DECODERS: Record<string, (b: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

export async function send(app: TestApp['app'], req: FuzzRequest, cookie: string | null): Promise<Answer> {
  const headers = new Headers(req.headers);
  if (cookie) headers.set('cookie', cookie);
  const res = await app.request(`${ORIGIN}${req.url}`, { method: req.method, headers, body: req.body });
  const raw = Buffer.from(await res.arrayBuffer());
  const decode = raw.length ? DECODERS[res.headers.get('content-encoding') ?? ''] : undefined;
  return { status: res.status, headers: res.headers, text: (decode ? decode(raw) : raw).toString('utf8') };
}

/** The one error shape app.ts writes: `{ error: { code, message, fields? } }`. */
export const ErrorBodySchema = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[a-z][a-z0-9_]*$/),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** What is wrong with an answer, if anything: a 5xx, an API error in another shape, an off-site redirect, a leak. */
export function problemWith(req: FuzzRequest, answer: Answer, secret: string): string | null {
  if (answer.status >= 500) return `server error ${answer.status}`;
  if (answer.text.includes(secret)) return 'served a file from outside the web root';
  const location = answer.headers.get('location');
  if (location && new URL(location, ORIGIN).origin !== ORIGIN) return `redirects off-site to ${location}`;
  const api = new URL(req.url, ORIGIN).pathname.startsWith('/api/');
  if (!api || answer.status < 400 || req.method === 'HEAD') return null;
  if (!answer.headers.get('content-type')?.startsWith('application/json')) {
    return `error with content-type ${answer.headers.get('content-type')}`;
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    return 'error body is not JSON';
  }
  const parsed = ErrorBodySchema.safeParse(json);
  return parsed.success ? null : `error body is not { error: { code, message } }: ${parsed.error.message}`;
}

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

export function describe(req: FuzzRequest, answer?: Answer): string {
  const body =
    req.body === undefined
      ? ''
      : typeof req.body === 'string'
        ? ` body(${req.kind})=${clip(JSON.stringify(req.body))}`
        : ` bytes=${Buffer.from(req.body).toString('hex')}`;
  const head = `${req.method} ${clip(req.url, 200)} as ${req.identity} headers=${clip(JSON.stringify(req.headers))}${body}`;
  return answer ? `${head}\n  → ${answer.status} ${clip(answer.text)}` : head;
}
