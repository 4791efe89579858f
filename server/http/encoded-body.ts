import type { EncodedBody } from '#server/lib/encoded-body.ts';

/** Answers 304 when the client holds this version, else the smallest encoding it accepts. */
export function sendEncoded(request: Request, body: EncodedBody, cacheControl = 'no-cache'): Response {
  const headers: Record<string, string> = {
    'content-type': body.type,
    'cache-control': cacheControl,
    etag: body.etag,
    vary: 'Accept-Encoding',
  };
  if (request.headers.get('if-none-match') === body.etag) return new Response(null, { status: 304, headers });
  const accept = request.headers.get('accept-encoding') ?? '';
  if (/\bbr\b/.test(accept))
    return new Response(body.br, { headers: { ...headers, 'content-encoding': 'br' } });
  if (/\bgzip\b/.test(accept))
    return new Response(body.gzip, { headers: { ...headers, 'content-encoding': 'gzip' } });
  return new Response(body.raw, { headers });
}
