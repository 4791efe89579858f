/**
 * Pages whose first screen is rendered at build time. The server sends `file` for the paths it stands for
 * (server/http/web.ts); every other path gets the empty shell, app.html. A page whose content depends on the
 * visitor (the cart, an order) is prerendered in its loading state: the frame and heading paint at once and the
 * app fills in the rest.
 */
export const PRERENDERED = [
  { path: '/', file: 'index.html' },
  { path: '/cart', file: 'cart.html' },
  // Product and tracking pages are rendered again for each request with their data (server/http/ssr/).
  { path: '/product/PRERENDER', file: 'product.html' },
  { path: '/track/PRERENDER', file: 'track.html' },
] as const;
