import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';

/** Serves the built single-page app: hashed assets cached for a year, every other path gets index.html. */
export function webRoutes(distDir: string) {
  const root = resolve(distDir);
  const app = new Hono<AppEnv>();
  const indexPath = join(root, 'index.html');
  let indexHtml: string | null = null;
  const index = () => (indexHtml ??= existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null);

  if (!existsSync(root)) {
    return app.get('*', (c) => c.text('The web app is not built yet: run npm run build', 503));
  }
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        c.header('cache-control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
      },
    }),
  );
  app.get('*', (c) => {
    const html = index();
    if (!html) return c.text('The web app is not built yet: run npm run build', 503);
    c.header('cache-control', 'no-cache');
    return c.html(html);
  });
  return app;
}
