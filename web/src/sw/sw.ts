import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CACHE_NAMES, cacheRuleFor, isStorable, type CacheRule } from './cache-rules.ts';
import { pageHandler } from './navigation.ts';
import { installPushHandlers } from './push.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY = 24 * 60 * 60;
/** The catalog the home page reads first, kept at install so the store opens offline after one visit. */
const WARM_CATALOG = ['/api/products', '/api/products/featured'];

const storable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorable(response.status, response.headers) ? response : null),
};
const limit = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY, purgeOnQuotaError: true });

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const ruleOf = (request: Request): CacheRule => cacheRuleFor(request, self.location.origin);
const is =
  (kind: CacheRule['kind']) =>
  ({ request }: { request: Request }) =>
    ruleOf(request).kind === kind;

const catalog = new NetworkFirst({
  cacheName: CACHE_NAMES.catalog,
  networkTimeoutSeconds: 3,
  // The answers vary by encoding only, which the browser undoes before the cache sees them.
  matchOptions: { ignoreVary: true },
  plugins: [storable, limit(200, 7)],
});
const keepData = (path: string, event: ExtendableEvent) =>
  catalog.handle({ event, request: new Request(path, { credentials: 'omit' }) });

for (const offline of ['home', 'visited', 'none'] as const) {
  registerRoute(
    ({ request }) => {
      const rule = ruleOf(request);
      return rule.kind === 'page' && rule.offline === offline;
    },
    pageHandler(offline, keepData),
  );
}
registerRoute(is('catalog'), catalog);
registerRoute(
  is('image'),
  new StaleWhileRevalidate({ cacheName: CACHE_NAMES.images, plugins: [storable, limit(150, 30)] }),
);
registerRoute(
  is('asset'),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), limit(120, 30)],
  }),
);

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(WARM_CATALOG.map((path) => keepData(path, event).catch(() => undefined))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([self.registration.navigationPreload?.enable(), self.clients.claim()]).then(() => undefined),
  );
});

// Only the page's Reload button sends this: a new version never takes over under the customer.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

installPushHandlers(self);
