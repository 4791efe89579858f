import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Saves the round trips that block the first paint: the stylesheet, the theme script and the age gate's script are
 * inlined (the server allows the scripts by their hashes in the CSP), and the display font is preloaded.
 */
export function inlineHead(html: string, dist: string): string {
  let out = html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
    (_tag, href: string) => {
      const css = readFileSync(join(dist, href), 'utf8');
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    },
  );
  for (const script of ['theme-init.js', 'age-gate.js']) {
    const code = readFileSync(join(dist, script), 'utf8');
    const tag = `<script src="/${script}"></script>`;
    if (!out.includes(tag)) throw new Error(`inline-head: ${tag} not found in index.html`);
    out = out.replace(tag, `<script>${code}</script>`);
  }
  const fonts = readdirSync(join(dist, 'assets'))
    .filter((f) => /^fraunces-latin-wght-normal-.*\.woff2$/.test(f))
    .map((f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin>`);
  return out.replace('</head>', `${fonts.join('')}</head>`);
}
