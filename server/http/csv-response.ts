import type { Context } from 'hono';

/** A CSV download: `body` (whole or streamed) as the attachment `filename`, never cached. */
export function csvResponse(
  c: Context,
  filename: string,
  body: string | ReadableStream<Uint8Array>,
): Response {
  return c.body(body, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  });
}
