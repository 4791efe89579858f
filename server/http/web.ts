import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { INITIAL_DATA_ID, RENDERED_END, RENDERED_START } from '#domain/rendered-pages.ts';
import type { AppEnv } from './context.ts';
import { encodeBody, type EncodedBody } from '#server/lib/encoded-body.ts';
import { sendEncoded } from './encoded-body.ts';

const HTML = 'text/html; charset=utf-8';

/** What a path's first screen needs, so the shell can ask for it before the app runs. */
export interface Preloads {
  image?: string;
  /** An uploaded image's AVIF `srcset` and `sizes`: preloaded as the `<picture>` will choose (instead of `image`). */
  imageSrcset?: { srcset: string; sizes: string };
  json?: string;
  /** Source file of the route's lazy chunk, as Vite's manifest names it (e.g. src/app/routes/shop/product.tsx). */
  route?: string;
  /** The body font, preloaded where the app's first screen is all text (the staff apps: see styles/app.css). */
  bodyFont?: boolean;
  /** The page prerendered for this path (scripts/build/prerendered-pages.ts), e.g. cart.html; else app.html. */
  page?: string;
  /** The page rendered now with its data, to replace the prerendered first screen of `page`; null: keep it. */
  render?: () => Promise<RenderedPage | null>;
}

export interface RenderedPage {
  markup: string;
  /** JSON for the app's first render, already safe inside a script element (serializeInitialData). */
  initialData: string;
}

/** `page` with `rendered` in place of its prerendered first screen, or null when it has none. */
export function fillPage(page: string, rendered: RenderedPage): string | null {
  const start = page.indexOf(RENDERED_START);
  const end = page.indexOf(RENDERED_END, start);
  if (start < 0 || end < 0) return null;
  const data = `<script type="application/json" id="${INITIAL_DATA_ID}">${rendered.initialData}</script>`;
  return (page.slice(0, start + RENDERED_START.length) + rendered.markup + page.slice(end)).replace(
    '</body>',
    `${data}</body>`,
  );
}
export type PreloadsFor = (path: string) => Promise<Preloads | null>;

const SAFE_URL = /^\/[\w./%-]+$/;

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The route chunk and the chunks it imports statically, minus the entry's (the shell preloads those already). */
function routeChunks(manifest: Manifest, route: string): string[] {
  const shell = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const files: string[] = [];
  const queue = [route];
  const seen = new Set<string>();
  while (queue.length) {
    const key = queue.shift()!;
    const chunk = manifest[key];
    if (seen.has(key) || shell.has(key) || !chunk) continue;
    seen.add(key);
    files.push(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

interface Assets {
  manifest: Manifest;
  /** The body font's built file (assets/inter-latin-wght-normal-<hash>.woff2), if the build has it. */
  bodyFont?: string;
}

function preloadLinks(preloads: Preloads, { manifest, bodyFont }: Assets): string {
  const links: string[] = [];
  if (preloads.bodyFont && bodyFont) {
    links.push(`<link rel="preload" as="font" type="font/woff2" href="/assets/${bodyFont}" crossorigin>`);
  }
  if (preloads.image && SAFE_URL.test(preloads.image)) {
    links.push(`<link rel="preload" as="image" href="${preloads.image}" fetchpriority="high">`);
  }
  const set = preloads.imageSrcset;
  if (
    set &&
    set.srcset.split(', ').every((c) => /^\/[\w./%-]+ \d+w$/.test(c)) &&
    /^[\w ():,-]+$/.test(set.sizes)
  ) {
    links.push(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${set.srcset}" imagesizes="${set.sizes}" fetchpriority="high">`,
    );
  }
  if (preloads.json && SAFE_URL.test(preloads.json)) {
    links.push(`<link rel="preload" as="fetch" href="${preloads.json}" crossorigin="anonymous">`);
  }
  for (const chunk of preloads.route ? routeChunks(manifest, preloads.route) : []) {
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk}">`);
  }
  return links.join('');
}

/**
 * Serves the built single-page app: hashed assets cached for a year, precompressed files when the browser
 * accepts them, the prerendered pages (the home page at `/`, the cart and tracking pages in their loading
 * state, or rendered with the visitor's data), and the empty shell for every other path.
 */
export function webRoutes(distDir: string, preloadsFor: PreloadsFor = async () => null) {
  const root = resolve(distDir);
  const app = new Hono<AppEnv>();
  if (!existsSync(join(root, 'index.html'))) {
    return app.get('*', (c) => c.text('The web app is not built yet: run npm run build', 503));
  }
  const pages = new Map<string, EncodedBody>();
  const page = (name: string) => {
    let body = pages.get(name);
    if (!body) {
      const path = join(root, name);
      body = encodeBody(readFileSync(existsSync(path) ? path : join(root, 'index.html'), 'utf8'), HTML);
      pages.set(name, body);
    }
    return body;
  };

  app.get('/.vite/*', (c) => c.notFound());
  // The home page as the build prerendered it, or rendered now when its words differ (the store's settings changed).
  const home = async (c: Context<AppEnv>) => {
    const rendered = await (await preloadsFor('/').catch(() => null))?.render?.().catch(() => null);
    const filled = rendered ? fillPage(new TextDecoder().decode(page('index.html').raw), rendered) : null;
    if (!filled) return sendEncoded(c.req.raw, page('index.html'));
    return sendEncoded(c.req.raw, encodeBody(filled, HTML), 'no-store');
  };
  app.get('/', home);
  app.get('/index.html', home);
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('cache-control')) return;
    const path = c.req.path;
    // The service worker is checked on every visit, so a new version reaches customers on their next page load.
    const value = path.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : path.startsWith('/media/')
        ? 'public, max-age=86400'
        : path === '/sw.js'
          ? 'no-cache'
          : 'public, max-age=3600';
    c.res.headers.set('cache-control', value);
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  const manifestPath = join(root, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const assetsDir = join(root, 'assets');
  const bodyFont = existsSync(assetsDir)
    ? readdirSync(assetsDir).find((f) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(f))
    : undefined;
  const assets: Assets = { manifest, bodyFont };
  const withPreloads = new Map<string, EncodedBody>();
  const prerendered = new Set(htmlFiles(root));
  app.get('*', async (c) => {
    const preloads = await preloadsFor(c.req.path).catch(() => null);
    const links = preloads ? preloadLinks(preloads, assets) : '';
    const file = preloads?.page && prerendered.has(preloads.page) ? preloads.page : 'app.html';
    const rendered = file !== 'app.html' ? await preloads?.render?.().catch(() => null) : null;
    const filled = rendered ? fillPage(new TextDecoder().decode(page(file).raw), rendered) : null;
    if (filled) {
      // The data is in the page, so it is not preloaded too. Made for this visitor from their data: never stored
      // by a cache, never reused for another request.
      const own = preloadLinks({ ...preloads, json: undefined }, assets);
      return sendEncoded(c.req.raw, encodeBody(filled.replace('</head>', `${own}</head>`), HTML), 'no-store');
    }
    if (!links) return sendEncoded(c.req.raw, page(file));
    const key = `${file}\n${links}`;
    let body = withPreloads.get(key);
    if (!body) {
      const shell = new TextDecoder().decode(page(file).raw);
      body = encodeBody(shell.replace('</head>', `${links}</head>`), HTML);
      if (withPreloads.size > 1000) withPreloads.clear();
      withPreloads.set(key, body);
    }
    return sendEncoded(c.req.raw, body);
  });
  return app;
}

/** The HTML pages at the top of the build: the shell and the prerendered pages. */
function htmlFiles(root: string): string[] {
  return existsSync(root) ? readdirSync(root).filter((name) => name.endsWith('.html')) : [];
}

/** CSP hashes of the inline scripts the build put into the HTML pages (theme and app start-up). */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const name of htmlFiles(resolve(distDir))) {
    const path = join(resolve(distDir), name);
    for (const [, body] of readFileSync(path, 'utf8').matchAll(
      /<script(?: type="module")?>([\s\S]*?)<\/script>/g,
    )) {
      hashes.add(`sha256-${createHash('sha256').update(body!).digest('base64')}`);
    }
  }
  return [...hashes];
}
