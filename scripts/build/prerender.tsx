import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { inlineHead } from './inline-head.ts';
import { precompressDir } from './precompress.ts';

/**
 * Renders the home page's first screen into index.html at build time, so a phone paints the store
 * before the JavaScript arrives; the client then renders the live app in its place (no hydration).
 * Other paths get app.html, the empty shell.
 */
const dist = process.argv[2] ?? 'dist/web';
const origin = 'http://localhost';
Object.assign(globalThis, {
  location: new URL(`${origin}/`),
  navigator: { onLine: true, userAgent: 'prerender' },
});

const { routes } = await import('#web/app/routes.tsx');
const { Providers } = await import('#web/app/providers.tsx');

const handler = createStaticHandler(routes);
const context = await handler.query(new Request(`${origin}/`));
if (context instanceof Response) throw new Error('prerender: unexpected redirect for /');
const router = createStaticRouter(handler.dataRoutes, context);
const markup = renderToString(
  <Providers>
    <StaticRouterProvider router={router} context={context} hydrate={false} />
  </Providers>,
)
  // Head tags stay in index.html's head; scripts never run from prerendered markup (CSP).
  .replace(/<script\b[\s\S]*?<\/script>/g, '')
  .replace(/<title>[\s\S]*?<\/title>/g, '')
  .replace(/<(meta|link)\b[^>]*>/g, '');

const shell = inlineHead(readFileSync(join(dist, 'index.html'), 'utf8'), dist);
if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: #root not found in index.html');
writeFileSync(join(dist, 'app.html'), shell);
const home = shell
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
  // The app starts after the prerendered page has painted (modulepreload links still fetch it early).
  .replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_tag, src: string) =>
      `<script type="module">requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(src)})));</script>`,
  );
if (home.includes('<script type="module" crossorigin'))
  throw new Error('prerender: entry script not replaced');
writeFileSync(join(dist, 'index.html'), home);
const compressed = precompressDir(dist);
process.stdout.write(
  `prerendered / (${(markup.length / 1024).toFixed(1)} KB of HTML); precompressed ${compressed} files\n`,
);
process.exit(0);
