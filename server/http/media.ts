import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * Uploaded media under `<DATA_DIR>/media` (shops' logos for now), at `/media/…`: only known image types, file names
 * carry their content hash so they are cached for a year, and never sniffed as anything else.
 */
export function mediaRoutes(dataDir: string) {
  const root = path.resolve(dataDir, 'media');
  return new Hono().get('/shops/:name', async (c) => {
    const name = c.req.param('name');
    const ext = /^[0-9a-f-]{36}-[0-9a-f]{16}\.(png|jpg|webp)$/.exec(name)?.[1];
    if (!ext) return c.notFound();
    try {
      const bytes = await readFile(path.join(root, 'shops', name));
      return c.body(bytes, 200, {
        'content-type': TYPES[ext]!,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    } catch {
      return c.notFound();
    }
  });
}
