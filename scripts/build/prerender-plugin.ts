import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** After a production build: prerender the home page's first screen and precompress the output. */
export function prerenderPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'nym-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const script = resolve(import.meta.dirname, 'prerender.tsx');
      const run = spawnSync(process.execPath, ['--import', 'tsx', script, outDir], { stdio: 'inherit' });
      if (run.status !== 0) throw new Error('prerender failed');
    },
  };
}
