import { matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { CACHE_NAMES } from './cache-rules.ts';

/** How long a page may take before a cached shell is shown instead (never for a page with no cached answer). */
const NETWORK_TIMEOUT_MS = 3000;
const MAX_VISITED_PAGES = 60;
export const OFFLINE_PAGE = '/offline.html';

/** The answer kept for a page: the prerendered home, or the app shell for a public page visited before. */
async function cachedAnswer(url: URL, offline: 'home' | 'visited' | 'none') {
  if (offline === 'home') return matchPrecache('/index.html');
  if (offline === 'none') return undefined;
  const pages = await caches.open(CACHE_NAMES.pages);
  return pages.match(url.pathname);
}

/**
 * Keeps the app shell (never the page the server sent: a rendered page may carry the visitor's data) under a
 * public page's path, so that page opens offline with the catalog answers already cached.
 */
async function remember(url: URL, keepData: KeepData, event: ExtendableEvent) {
  const shell = await matchPrecache('/app.html');
  if (!shell) return;
  const pages = await caches.open(CACHE_NAMES.pages);
  await pages.put(url.pathname, shell);
  const kept = await pages.keys();
  for (const old of kept.slice(0, Math.max(0, kept.length - MAX_VISITED_PAGES))) await pages.delete(old);
  // A product page arrives rendered with its data (decision 009), so the app never asks the API for it: the answer
  // the shell will ask for offline is fetched once and kept with the catalog.
  const product = /^\/product\/([^/]+)$/.exec(url.pathname)?.[1];
  if (product) await keepData(`/api/products/${product}`, event).catch(() => undefined);
}

/** Fetches a catalog answer through the catalog's own cache (sw.ts), so its limits apply. */
export type KeepData = (path: string, event: ExtendableEvent) => Promise<unknown>;

function within<T>(promise: Promise<T>, ms: number): Promise<T | 'late'> {
  return Promise.race([promise, new Promise<'late'>((done) => setTimeout(() => done('late'), ms))]);
}

/** Network first for pages; offline (or slow, when a cached answer exists) the cached answer, else the offline page. */
export function pageHandler(offline: 'home' | 'visited' | 'none', keepData: KeepData) {
  return async ({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> => {
    const fetchEvent = event as FetchEvent;
    const network = Promise.resolve(fetchEvent.preloadResponse)
      .catch(() => undefined)
      .then((preloaded: Response | undefined) => preloaded ?? fetch(request));
    const cached = await cachedAnswer(url, offline);
    try {
      const answer = cached ? await within(network, NETWORK_TIMEOUT_MS) : await network;
      if (answer === 'late') {
        fetchEvent.waitUntil(network.catch(() => undefined));
        return cached!;
      }
      if (offline === 'visited' && answer.ok) fetchEvent.waitUntil(remember(url, keepData, fetchEvent));
      return answer;
    } catch {
      return cached ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  };
}
