import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineHead } from './inline-head.ts';
import { PRERENDERED } from './prerendered-pages.ts';
import { precompressDir } from './precompress.ts';

/**
 * Renders the first screens of PRERENDERED (the home page into index.html, the cart, product and tracking pages
 * in their loading state) at build time, so a phone paints them before the JavaScript arrives; the client then
 * renders the live app in their place (no hydration). Other paths get app.html, the empty shell.
 */
const dist = process.argv[2] ?? 'dist/web';
const origin = 'http://localhost';
Object.assign(globalThis, {
  location: new URL(`${origin}/`),
  navigator: { onLine: true, userAgent: 'prerender' },
});

const { renderStatic, RENDERED_END, RENDERED_START } = await import('#web/app/render-static.tsx');

const shell = inlineHead(readFileSync(join(dist, 'index.html'), 'utf8'), dist);
if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: #root not found in index.html');
writeFileSync(join(dist, 'app.html'), shell);

const MODULEPRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const preloads = [...shell.matchAll(MODULEPRELOAD)].map((m) => m[1]!);

/**
 * The app's entry and the modules it imports, fetched once the prerendered page is on screen (its first contentful
 * paint), so the first paint never shares the network or the CPU with them; after 2 s in any case (no paint timing,
 * a hidden tab).
 */
function startAfterPaint(src: string): string {
  const preload =
    `for (const href of ${JSON.stringify(preloads)}) {` +
    ` const link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href;` +
    ` document.head.append(link); }`;
  const start = `const start = () => { if (!started) { started = true; ${preload} import(${JSON.stringify(src)}); } };`;
  const onPaint =
    `new PerformanceObserver((list, observer) => {` +
    ` if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); start(); } ` +
    `}).observe({ type: 'paint', buffered: true });`;
  return `<script type="module">let started = false; ${start} try { ${onPaint} } catch { start(); } setTimeout(start, 2000);</script>`;
}

const sizes: string[] = [];
for (const { path, file } of PRERENDERED) {
  const markup = await renderStatic(path);
  const page = shell
    .replace('<div id="root"></div>', `<div id="root">${RENDERED_START}${markup}${RENDERED_END}</div>`)
    // The app and its imports are fetched after the prerendered page has painted: fetched with the page, they
    // competed with its first paint for the network and the CPU (the entry alone cost 5 Lighthouse points).
    .replace(MODULEPRELOAD, '')
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) =>
      startAfterPaint(src),
    );
  if (page.includes('<script type="module" crossorigin'))
    throw new Error('prerender: entry script not replaced');
  writeFileSync(join(dist, file), page);
  sizes.push(`${path} (${(markup.length / 1024).toFixed(1)} KB)`);
}
const compressed = precompressDir(dist);
process.stdout.write(`prerendered ${sizes.join(', ')}; precompressed ${compressed} files\n`);
process.exit(0);
