import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_STORE_FACTS, storeFactsOf } from '#domain/content/store-facts.ts';
import type { Services } from '#server/services.ts';
import type { RenderedPage } from '#server/http/web.ts';

/**
 * The home page with the store's live settings (decision 005 prerenders it with the defaults): null while the
 * settings print the same words as the prerendered page, else the page rendered with them, once per change.
 */
export function homePageRenderer({ settings, pages }: Pick<Services, 'settings' | 'pages'>) {
  let cached: { store: unknown; page: Promise<RenderedPage | null> } | null = null;
  return async (): Promise<RenderedPage | null> => {
    const store = storeFactsOf(await settings.load());
    if (isDeepStrictEqual(store, DEFAULT_STORE_FACTS)) return null;
    if (!cached || !isDeepStrictEqual(cached.store, store)) {
      cached = { store, page: pages.render({ page: 'home', store }) };
    }
    const page = await cached.page;
    // A render that failed or timed out is tried again on the next visit.
    if (!page) cached = null;
    return page;
  };
}
