import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import { VitePWA } from 'vite-plugin-pwa';
import { storefrontFiles } from './storefront-files.ts';

/** Build files outside the storefront (the staff apps' chunks) stay out of the precache; they are cached on use. */
const storefrontOnly =
  (dist: () => string): ManifestTransform =>
  async (entries) => {
    const keep = storefrontFiles(dist());
    const manifest = keep
      ? entries.filter((e) => !/^assets\/.*\.(js|css)$/.test(e.url) || keep.has(e.url))
      : entries;
    return { manifest, warnings: [] };
  };

/**
 * The service worker (web/src/sw/sw.ts), built by vite-plugin-pwa after the prerender step (closeBundle 'post'), so
 * the precache lists the pages as they are served. The precache holds the shell and what the storefront runs on;
 * product media are cached as they are seen, never up front. Registration is the app's own (lib/pwa), so the
 * plugin injects no script and writes no manifest (web/public/manifest.webmanifest is the one served).
 */
export function pwaPlugin(): Plugin[] {
  let outDir = '';
  const resolveOutDir: Plugin = {
    name: 'nym-pwa-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [
    resolveOutDir,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      integration: { closeBundleOrder: 'post' },
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: [
          '{index,app,offline}.html',
          'assets/**/*.{js,css}',
          'assets/*-latin-wght-*.woff2',
          'favicon.svg',
          'manifest.webmanifest',
          'icons/*.{png,svg}',
        ],
        // Hashed file names are their own revision.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [storefrontOnly(() => outDir)],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ];
}
