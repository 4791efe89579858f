import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT, type BundleResult, type FileSize } from './results.ts';
import { analyzeRouteGroups } from './route-groups.ts';

/** `npx vite build --config web/vite.config.ts` into `outDir`; rejects with the output tail on failure. */
export function buildWeb(outDir: string): Promise<void> {
  const args = ['vite', 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir'];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGTERM'), 600_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (${signal ?? code}):\n${output.trim()}`));
    });
  });
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function sizeOf(webDist: string, file: string): FileSize {
  const content = readFileSync(join(webDist, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

function allJs(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return allJs(path, root);
    return entry.name.endsWith('.js') ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/** Same-origin script and modulepreload URLs in index.html, as paths relative to the dist root. */
export function entryReferences(html: string): string[] {
  const refs: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = tag.match(/\bsrc=["']([^"']+)["']/)?.[1];
    if (src) refs.push(src);
  }
  // The prerendered home starts the app from an inline script: `import("/assets/index-….js")`.
  for (const [, src] of html.matchAll(/\bimport\(\s*["'](\/[^"']+\.js)["']\s*\)/g)) refs.push(src!);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel=["']modulepreload["']/.test(tag)) continue;
    const href = tag.match(/\bhref=["']([^"']+)["']/)?.[1];
    if (href) refs.push(href);
  }
  return refs.filter((ref) => ref.startsWith('/') && !ref.startsWith('//')).map((ref) => ref.slice(1));
}

/** Relative targets of static `import ... from './x.js'` / `export ... from` (not dynamic `import()`). */
export function staticImports(code: string): string[] {
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+?\.js)["']/g;
  return [...code.matchAll(pattern)].map((m) => m[1]!);
}

/** The entry files plus everything they import statically: the JS loaded before the first render. */
function entryClosure(webDist: string, refs: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...refs];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(join(webDist, file))) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(webDist, file), 'utf8');
    for (const target of staticImports(code))
      queue.push(posix.normalize(posix.join(posix.dirname(file), target)));
  }
  return [...seen];
}

const entryJs = (webDist: string, html: string) =>
  entryClosure(webDist, entryReferences(readFileSync(join(webDist, html), 'utf8'))).filter((f) =>
    f.endsWith('.js'),
  );

/**
 * Customer entry JS (gzip -9), each role app's first visit beyond the entry, total JS, the largest lazy chunks,
 * and forbidden strings in the entry.
 */
export function analyzeBundle(webDist: string, forbidden: readonly string[], built: boolean): BundleResult {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} not found: build the web app first`);
  const entryFiles = entryJs(webDist, 'index.html');
  const entry = entryFiles.map((file) => sizeOf(webDist, file));
  // Every path but / gets the plain shell: the role apps start from its entry.
  const shellFiles = existsSync(join(webDist, 'app.html')) ? entryJs(webDist, 'app.html') : entryFiles;
  const groups = analyzeRouteGroups(webDist, shellFiles, (file) => sizeOf(webDist, file));
  const all = allJs(webDist).map((file) => sizeOf(webDist, file));
  const lazy = all.filter((f) => !entryFiles.includes(f.file)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const forbiddenHits: string[] = [];
  for (const file of entryFiles) {
    const code = readFileSync(join(webDist, file), 'utf8');
    for (const needle of forbidden) if (code.includes(needle)) forbiddenHits.push(`'${needle}' in ${file}`);
  }
  const sum = (files: FileSize[], key: 'bytes' | 'gzipBytes') => files.reduce((n, f) => n + f[key], 0);
  return {
    webDist: relative(REPO_ROOT, webDist) || '.',
    built,
    entry,
    entryGzipKb: kb(sum(entry, 'gzipBytes')),
    entryKb: kb(sum(entry, 'bytes')),
    totalJsKb: kb(sum(all, 'bytes')),
    totalJsGzipKb: kb(sum(all, 'gzipBytes')),
    groups,
    largestLazy: lazy.slice(0, 5),
    forbiddenHits,
  };
}
