import { Hono } from 'hono';
import type { MediaStorage } from '#server/modules/media/storage.ts';

const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', pdf: 'application/pdf' };

/**
 * The media library's files at `/media/library/<uuid>/<file>`, streamed from disk or the bucket. Keys never change
 * content (a new upload gets a new uuid), so they are cached for a year. Images are only ever the server's own
 * re-encodings; a PDF is shown inline in a sandbox (no script, no same-origin) under a safe file name.
 */
export function mediaLibraryRoutes(
  storage: MediaStorage,
  fileNameOf: (id: string) => Promise<string | null>,
) {
  return new Hono().get('/:id/:file', async (c) => {
    const id = c.req.param('id');
    const file = c.req.param('file');
    const ext = /^(?:\d{1,5}\.(webp|avif)|document\.(pdf))$/.exec(file);
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) || !ext)
      return c.notFound();
    const type = TYPES[ext[1] ?? ext[2]!]!;
    const found = await storage.get(`library/${id}/${file}`);
    if (!found) return c.notFound();
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    };
    if (found.size !== null) headers['content-length'] = String(found.size);
    if (type === 'application/pdf') {
      const name = ((await fileNameOf(id)) ?? 'certificate.pdf').replace(/[^A-Za-z0-9._ ()-]/g, '_');
      headers['content-disposition'] = `inline; filename="${name.endsWith('.pdf') ? name : `${name}.pdf`}"`;
      headers['content-security-policy'] = "sandbox; default-src 'none'; style-src 'unsafe-inline'";
    }
    return c.body(found.body, 200, headers);
  });
}
