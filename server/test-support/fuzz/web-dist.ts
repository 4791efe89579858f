import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const shell = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/app.js"></script></head><body></body></html>`;

/**
 * A tiny built web app, so the static routes are fuzzed whether or not `npm run build` ran, with a
 * secret file beside (not inside) its root that no request may ever read.
 */
export function fakeWebDist() {
  const base = mkdtempSync(join(tmpdir(), 'nym-fuzz-'));
  const dir = join(base, 'web');
  const secret = `secret-${randomUUID()}`;
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), shell('Home'));
  writeFileSync(join(dir, 'app.html'), shell('App'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ secret }));
  writeFileSync(join(base, 'secret.txt'), secret);
  writeFileSync(join(base, 'web.txt'), secret);
  return { dir, secret, remove: () => rmSync(base, { recursive: true, force: true }) };
}
