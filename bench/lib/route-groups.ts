import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileSize, RouteGroupResult } from './results.ts';

/**
 * A role app's first visit: its lazy route tree plus the page chunks of the pages named in `visit`. `required`
 * groups fail when missing from the build; the others are reported as not built yet until their tree exists.
 */
export interface RouteGroup {
  name: string;
  visit: string;
  /** Source files as Vite's manifest names them (relative to web/). */
  tree: string;
  pages: string[];
  required: boolean;
}

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  {
    name: 'courier',
    visit: '/courier/login, then /courier/dashboard',
    tree: 'src/app/routes/courier/routes.tsx',
    // The dashboard sits behind the guard route, so its chunk loads too.
    pages: [
      'src/app/routes/courier/login.tsx',
      'src/app/routes/courier/guard.tsx',
      'src/app/routes/courier/dashboard.tsx',
    ],
    required: true,
  },
  {
    name: 'admin',
    visit: '/admin/login, then /admin/dashboard',
    tree: 'src/app/routes/admin/routes.tsx',
    // The dashboard sits behind the guard route, which brings the shell (sidebar, top bar, command palette).
    pages: [
      'src/app/routes/admin/login.tsx',
      'src/app/routes/admin/guard.tsx',
      'src/app/routes/admin/dashboard.tsx',
    ],
    required: true,
  },
  {
    name: 'merchant',
    visit: '/merchant/dashboard (the sign-in, then the orders board)',
    tree: 'src/app/routes/merchant/routes.tsx',
    // The guard signs in on the spot and brings the shell; the board is the first page.
    pages: ['src/app/routes/merchant/guard.tsx', 'src/app/routes/merchant/dashboard.tsx'],
    required: true,
  },
];

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** Output files of `keys` and of every chunk they import statically, per Vite's manifest. */
function manifestClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = [...keys];
  while (queue.length) {
    const key = queue.shift()!;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return [...files];
}

/**
 * The JS each route group loads on its first visit beyond the shell's entry (`entryFiles`, already measured),
 * from `.vite/manifest.json`: the tree module, the listed pages and their static imports.
 */
export function analyzeRouteGroups(
  webDist: string,
  entryFiles: readonly string[],
  sizeOf: (file: string) => FileSize,
  groups: readonly RouteGroup[] = ROUTE_GROUPS,
): RouteGroupResult[] {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest | null = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : null;
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  const entryGzip = entryFiles.reduce((n, f) => n + sizeOf(f).gzipBytes, 0);
  return groups.map((group): RouteGroupResult => {
    const base = { name: group.name, visit: group.visit, required: group.required };
    const empty = { ...base, built: false, files: [], gzipKb: 0, kb: 0, withEntryGzipKb: kb(entryGzip) };
    if (!manifest) return { ...empty, error: `${manifestPath} not found (build.manifest off?)` };
    if (!manifest[group.tree]) {
      return group.required ? { ...empty, error: `${group.tree} is not in the build` } : empty;
    }
    const missing = group.pages.filter((page) => !manifest[page]);
    const files = manifestClosure(manifest, [group.tree, ...group.pages])
      .filter((file) => file.endsWith('.js') && !entryFiles.includes(file))
      .map(sizeOf)
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzip = files.reduce((n, f) => n + f.gzipBytes, 0);
    return {
      ...base,
      built: true,
      files,
      gzipKb: kb(gzip),
      kb: kb(files.reduce((n, f) => n + f.bytes, 0)),
      withEntryGzipKb: kb(entryGzip + gzip),
      ...(missing.length ? { error: `page chunk(s) not in the build: ${missing.join(', ')}` } : {}),
    };
  });
}
