/**
 * What the service worker does with each request, as a pure function of the request (no worker globals), so the
 * rules can be read and tested as a table. Anything not named here passes through untouched: an allow-list.
 */
export type CacheRule =
  /** A page: the network first; offline, the cached shell when `offline` allows it, else the offline page. */
  | { kind: 'page'; offline: 'home' | 'visited' | 'none' }
  /** Public catalog JSON: the network first, the last answer when offline. */
  | { kind: 'catalog' }
  /** Product and shop images: stale-while-revalidate. */
  | { kind: 'image' }
  /** Hashed build files left out of the precache (the staff apps' chunks): cache first. */
  | { kind: 'asset' }
  /** Not the worker's business: the browser fetches it as if there were no worker. */
  | { kind: 'pass' };

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /** Request.destination: 'image' for an <img>. */
  destination: string;
}

/** The public catalog's reads (server/http/access-matrix.ts marks them open; none carries personal data). */
const CATALOG_API = [
  /^\/api\/products$/,
  /^\/api\/products\/[^/]+$/,
  /^\/api\/search$/,
  /^\/api\/shops$/,
  /^\/api\/blog$/,
  /^\/api\/blog\/[^/]+$/,
];

/** Storefront pages that show nothing personal: offline, one visited before opens again from the shell. */
const PUBLIC_PAGES = [
  /^\/cart$/,
  /^\/product\/[^/]+$/,
  /^\/(about|faq|support|terms|privacy|partner-shops|become-courier)$/,
  /^\/blog(\/[^/]+)?$/,
  /^\/track(-order)?$/,
  /^\/giveaway\/(rules|[^/]+(\/rules)?)$/,
];

const IMAGE_FILE = /\.(avif|webp|png|jpe?g|gif|svg)$/i;

const stripSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function cacheRuleFor(request: RequestFacts, origin: string): CacheRule {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return { kind: 'pass' };
  const path = stripSlash(url.pathname);
  if (request.mode === 'navigate') {
    if (path.startsWith('/api/') || path.startsWith('/media/')) return { kind: 'pass' };
    if (path === '/' || path === '/index.html') return { kind: 'page', offline: 'home' };
    return { kind: 'page', offline: PUBLIC_PAGES.some((re) => re.test(path)) ? 'visited' : 'none' };
  }
  if (path.startsWith('/api/')) {
    return CATALOG_API.some((re) => re.test(path)) ? { kind: 'catalog' } : { kind: 'pass' };
  }
  if (path.startsWith('/media/')) {
    return request.destination === 'image' || IMAGE_FILE.test(path) ? { kind: 'image' } : { kind: 'pass' };
  }
  if (path.startsWith('/assets/')) return { kind: 'asset' };
  return { kind: 'pass' };
}

/**
 * Whether an answer may be kept. The allow-list already keeps personal routes out; this also refuses any answer
 * that says it is personal or must not be stored, whatever route gave it (browsers hide Set-Cookie from workers,
 * so that check only matters where a runtime exposes it).
 */
export function isStorable(status: number, headers: { get(name: string): string | null }): boolean {
  if (status !== 200) return false;
  if (headers.get('set-cookie') !== null) return false;
  const control = (headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[,\s])(private|no-store)\b/.test(control);
}

export const CACHE_NAMES = {
  catalog: 'nym-catalog-v1',
  images: 'nym-images-v1',
  assets: 'nym-assets-v1',
  pages: 'nym-pages-v1',
} as const;
