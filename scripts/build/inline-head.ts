import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Saves the round trips that block the first paint: the stylesheet and the theme script are inlined
 * (the server allows the script by its hash in the CSP), and the display font is preloaded.
 */
export function inlineHead(html: string, dist: string): string {
  let out = html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
    (_tag, href: string) => {
      const css = readFileSync(join(dist, href), 'utf8');
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    },
  );
  const theme = readFileSync(join(dist, 'theme-init.js'), 'utf8');
  out = out.replace('<script src="/theme-init.js"></script>', `<script>${theme}</script>`);
  const fonts = readdirSync(join(dist, 'assets'))
    .filter((f) => /^fraunces-latin-wght-normal-.*\.woff2$/.test(f))
    .map((f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin>`);
  return out.replace('</head>', `${fonts.join('')}</head>`);
}
