import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** The staff apps' route trees (decision 008): a customer never downloads them, so neither does the precache. */
const STAFF_TREES = /^src\/app\/routes\/(courier|admin|merchant)\/routes\.tsx$/;

/**
 * The build files the storefront can load (the entry and every chunk it imports, statically or lazily), from Vite's
 * manifest, without walking into the staff apps' route trees. Null when the build has no manifest.
 */
export function storefrontFiles(dist: string): Set<string> | null {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = ['index.html'];
  while (queue.length) {
    const key = queue.shift()!;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk || STAFF_TREES.test(key)) continue;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return files;
}
