// The page where anyone re-checks a giveaway's published draw: a path and nothing else, so the storefront's route
// tree names it without taking the draw's date words (and their New York clock) into its first script.

/** The storefront page where anyone re-checks a giveaway's published draw in the browser. */
export const drawCheckPath = (slug: string) => `/giveaway/${encodeURIComponent(slug)}/check`;
/** That page in the storefront's route tree. */
export const DRAW_CHECK_ROUTE = 'giveaway/:slug/check';
