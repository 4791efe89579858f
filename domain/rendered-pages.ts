import type { Product } from './catalog.ts';
import type { StoreFacts } from './content/store-facts.ts';
import type { TrackingView } from './orders/order.ts';

/**
 * How the server and the web app share a page rendered with its data (decision 009): the markers around the
 * rendered part of a prerendered page, the data block the app starts from, and what the server asks the
 * renderer for.
 */
export const RENDERED_START = '<!--rendered-->';
export const RENDERED_END = '<!--/rendered-->';
export const INITIAL_DATA_ID = 'initial-data';

/** One query the app's cache starts with: the key its hook reads and the API's answer. */
export interface InitialQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

/** Each page is rendered with the store's live settings (`store`: the promo strip, offers and limits it prints). */
export type RenderRequest =
  | { page: 'track'; code: string; data: { order: TrackingView; mapTileUrl: string }; store: StoreFacts }
  | { page: 'product'; idOrSlug: string; data: Product; store: StoreFacts }
  | { page: 'home'; store: StoreFacts };

export type RenderResult = { markup: string; initialData: string } | { error: string };

/** JSON safe inside `<script type="application/json">`: no `</script>`, no `<!--`, no line separators. */
export function serializeInitialData(queries: InitialQuery[]): string {
  return JSON.stringify(queries)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
