import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Scripts that must run before the app: in the head the theme (no flash) and the install offer's early capture, in
 * the body the age gate (open before the first paint).
 */
const INLINE_SCRIPTS = ['theme-init.js', 'install-capture.js', 'age-gate.js'];

/**
 * Saves the round trips that block the first paint: the stylesheet and the page's small scripts are inlined
 * (the server allows the scripts by their hashes in the CSP), and the display font is preloaded.
 *
 * The stylesheet's link stays in the head, never fetched: lazy chunks list the entry's stylesheet among their
 * dependencies, and the loader adds it unless a link to it is present. Without the link, the first lazy chunk (the
 * storefront extras, the chat launcher) loaded the same rules a second time and restyled the whole page. `disabled`
 * alone kept it from being applied, but Chromium 150 fetches a disabled stylesheet; a browser never fetches one
 * whose `type` is not a styling language it supports.
 */
/** The link's type: not text/css, so no browser fetches the stylesheet it names. */
const NEVER_FETCHED = 'text/x-inlined-css';

export function inlineHead(html: string, dist: string): string {
  let out = html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
    (_tag, href: string) => {
      const css = readFileSync(join(dist, href), 'utf8');
      const inline = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
      return `${inline}<link rel="stylesheet" href="${href}" type="${NEVER_FETCHED}" disabled>`;
    },
  );
  for (const name of INLINE_SCRIPTS) {
    const body = readFileSync(join(dist, name), 'utf8');
    const tag = `<script src="/${name}"></script>`;
    if (!out.includes(tag)) throw new Error(`inline-head: ${tag} not found in index.html`);
    out = out.replace(tag, `<script>${body}</script>`);
  }
  const fonts = readdirSync(join(dist, 'assets'))
    .filter((f) => /^fraunces-latin-wght-normal-.*\.woff2$/.test(f))
    .map((f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin>`);
  return out.replace('</head>', `${fonts.join('')}</head>`);
}
