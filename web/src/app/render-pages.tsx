import { parentPort } from 'node:worker_threads';
import {
  serializeInitialData,
  type InitialQuery,
  type RenderRequest,
  type RenderResult,
} from '#domain/rendered-pages.ts';
import type { TrackingResponse } from '#domain/orders/tracking-response.ts';

// The server's page renderer (server/http/ssr/renderer.ts) runs this in a worker thread of its own (decision 009).
// The web app reads these browser globals while rendering; this thread has them to itself.
Object.assign(globalThis, {
  location: new URL('http://localhost/'),
  navigator: { onLine: true, userAgent: 'server' },
});

const { renderStatic } = await import('#web/app/render-static.tsx');
const { trackingQueryKey } = await import('#web/api/orders/track.ts');
const { productQueryOptions } = await import('#web/features/catalog/api/get-product.ts');
const { storeFactsQuery } = await import('#web/lib/store-facts.ts');

/** Each server-rendered page: the path to render and the queries its first screen reads, the store's settings too. */
function plan(request: RenderRequest): { path: string; queries: InitialQuery[] } {
  const { path, queries } = pagePlan(request);
  return {
    path,
    queries: [...queries, { queryKey: storeFactsQuery.queryKey, data: { store: request.store } }],
  };
}

function pagePlan(request: RenderRequest): { path: string; queries: InitialQuery[] } {
  switch (request.page) {
    case 'home':
      return { path: '/', queries: [] };
    case 'track': {
      const data: TrackingResponse = request.data;
      return {
        path: `/track/${encodeURIComponent(request.code)}`,
        queries: [{ queryKey: trackingQueryKey(request.code), data }],
      };
    }
    case 'product':
      return {
        path: `/product/${encodeURIComponent(request.idOrSlug)}`,
        queries: [{ queryKey: productQueryOptions(request.idOrSlug).queryKey, data: request.data }],
      };
  }
}

parentPort!.on('message', async ({ id, request }: { id: number; request: RenderRequest | null }) => {
  let result: RenderResult;
  try {
    // null: a warm-up, answered once the modules above have loaded.
    if (!request) return parentPort!.postMessage({ id, result: { markup: '', initialData: '[]' } });
    const { path, queries } = plan(request);
    Object.assign(globalThis, { location: new URL(path, 'http://localhost') });
    result = { markup: await renderStatic(path, queries), initialData: serializeInitialData(queries) };
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage({ id, result });
});
