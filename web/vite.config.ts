import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPlugin } from '../scripts/build/prerender-plugin.ts';
import { pwaPlugin } from '../scripts/build/pwa-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), tailwindcss(), prerenderPlugin(), pwaPlugin()],
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // A lazy import adds a modulepreload link per chunk it imports, all in the task that renders it: the home page's
    // lazy sections added dozens at once (decision 019). Only the entry's and the route pages' imports are preloaded
    // with them; a lazy section's or dialog's imports are fetched when its chunk arrives.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)route-/.test(file) ? deps : [],
    },
    rolldownOptions: {
      output: {
        // Route pages' chunks are named route-*, which keeps their imports preloaded with them (modulePreload).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/web/src/app/routes/')
            ? 'assets/route-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // One chunk for the icons instead of one per icon: on HTTP/1.1 each tiny chunk costs a round trip.
        // React gets its own group first, or the icons group would pull it in as a dependency. The lazy pages'
        // icons shared by two chunks or more go in one chunk; an icon only one page uses stays in that page, so
        // the courier app does not download the admin's icons (courier 72.4 KB instead of 75.9 KB beyond the entry,
        // the same number of files; the entry does not change).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'icons-lazy', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api/realtime': { target: 'ws://localhost:3000', ws: true },
      '/api': 'http://localhost:3000',
    },
  },
});
