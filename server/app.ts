import { accountGiveawayRoutes, giveawayRoutes } from '#server/modules/giveaways/giveaways.routes.ts';
import { chatRoutes } from '#server/modules/chat/chat.routes.ts';
import { devGiveawayRoutes } from '#server/modules/giveaways/dev-giveaways.routes.ts';
import { devChatRoutes } from '#server/modules/chat/dev-chat.routes.ts';
import { devCatalogRoutes } from '#server/modules/catalog/dev-catalog.routes.ts';
import { Hono, type Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { HealthResponse, ReadyzResponse } from '#domain/catalog/health-response.ts';
import { isDatabaseUnavailable } from '#server/db/connection-errors.ts';
import { adminRoutes } from '#server/modules/admin/admin.routes.ts';
import { analyticsRoutes } from '#server/modules/analytics/analytics.routes.ts';
import { devRoutes } from '#server/modules/orders/dev.routes.ts';
import { checkoutRoutes, ordersRoutes, trackRoutes } from '#server/modules/orders/orders.routes.ts';
import { cartRoutes } from '#server/modules/cart/cart.routes.ts';
import { courierApplicationRoutes, courierRoutes } from '#server/modules/couriers/couriers.routes.ts';
import { catalogRoutes } from '#server/modules/catalog/catalog.routes.ts';
import { contentRoutes } from '#server/modules/content/content.routes.ts';
import { merchantRoutes } from '#server/modules/merchants/merchants.routes.ts';
import { partnerApplicationRoutes } from '#server/modules/merchants/partner-applications.routes.ts';
import { staffInvitationRoutes } from '#server/modules/merchants/staff-invitations.routes.ts';
import { preferencesRoutes } from '#server/modules/notifications/preferences.routes.ts';
import { pushRoutes } from '#server/modules/notifications/push.routes.ts';
import { accountRoutes, authRoutes, sessionRoutes } from '#server/modules/users/users.routes.ts';
import { accountSecurityRoutes } from '#server/modules/users/account-security.routes.ts';
import { passwordResetRoutes } from '#server/modules/users/password-reset.routes.ts';
import { trackAccessRoutes } from '#server/modules/users/track-access.routes.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { withLogContext } from '#server/log.ts';
import { databaseAnswers, DB_CHECK_TIMEOUT_MS } from '#server/http/readiness.ts';
import { AppError } from '#server/lib/errors.ts';
import { sameSecret } from '#server/lib/same-secret.ts';
import { noStoreByDefault } from '#server/http/middleware/no-store.ts';
import { originCheck } from '#server/http/middleware/origin-check.ts';
import { securityHeaders } from '#server/http/middleware/security-headers.ts';
import { session } from '#server/http/middleware/session.ts';
import { inlineScriptHashes, webRoutes } from '#server/http/web.ts';
import { mediaRoutes } from '#server/http/media.ts';
import { SHOP_LOGO_PATH } from '#server/modules/merchants/shop.routes.ts';
import { IMPORT_UPLOAD_PREFIX } from '#server/modules/catalog/admin-import.routes.ts';
import { MEDIA_UPLOAD_PATH } from '#server/modules/media/admin-media.routes.ts';
import { mediaLibraryRoutes } from '#server/http/media-library.ts';
import { homePageRenderer } from '#server/http/ssr/home-page.ts';
import { storeFactsOf } from '#domain/content/store-facts.ts';

/** How wide the product page shows its main image (product-details.tsx), for preloading the right width. */
const PRODUCT_IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';
/** The admin console, the partner portal and the courier app (web/src/config/paths.ts's roots). */
const STAFF_APP = /^\/(admin|merchant|courier)(\/|$)/;

/** How long the health check waits for the database before it answers 503 (the readiness check's wait). */
export const HEALTH_DB_TIMEOUT_MS = DB_CHECK_TIMEOUT_MS;

/** The answer while the database is out of reach: the API's one error shape, with a 503. */
const UNAVAILABLE = { error: { code: 'unavailable', message: 'Service temporarily unavailable' } };

/**
 * The pattern of the route that answered ('/api/orders/:id'): the first matched handler that is not middleware (an
 * ALL or a wildcard). An unknown API path is 'unmatched', a storefront page without its own route 'page'.
 */
const routePattern = (c: Context<AppEnv>) =>
  matchedRoutes(c).find((r) => r.method !== 'ALL' && !r.path.endsWith('*'))?.path ??
  (c.req.path.startsWith('/api/') ? 'unmatched' : 'page');

export function createApp(services: Services) {
  const { env, log, database } = services;
  const app = new Hono<AppEnv>();
  const tileOrigin = env.MAP_TILE_URL ? [new URL(env.MAP_TILE_URL.replace(/\{[a-z]\}/g, 'a')).origin] : [];

  // One line per request: its id, method, route pattern (never the raw path, which holds ids and codes), status,
  // duration and the caller's role. Every line the request causes carries the same id (log.ts, AsyncLocalStorage).
  app.use('*', async (c, next) => {
    const requestId = crypto.randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await withLogContext({ requestId }, next);
    const roles = c.get('roles') ?? [];
    const route = routePattern(c);
    const ms = performance.now() - started;
    services.metrics.http(c.req.method, route, c.res.status, ms / 1000);
    log.info('request', {
      requestId,
      method: c.req.method,
      route,
      status: c.res.status,
      durationMs: Math.round(ms * 10) / 10,
      role: roles.length > 0 ? roles.join('+') : 'anonymous',
    });
  });
  app.use(
    '*',
    securityHeaders({
      https: env.PUBLIC_URL.startsWith('https:'),
      imgOrigins: tileOrigin,
      scriptHashes: inlineScriptHashes(env.WEB_DIST),
    }),
  );

  app.on(['GET', 'HEAD'], '/api/health', async (c) => {
    c.header('cache-control', 'no-store');
    // A load balancer reads the 503; the body is the API's one error shape.
    if (!(await databaseAnswers(database))) return c.json(UNAVAILABLE, 503);
    const answer: HealthResponse = { status: 'ok' };
    return c.json(answer);
  });

  // Liveness and readiness apart: a supervisor restarts a process that stops answering /livez; a load balancer stops
  // sending to one whose /readyz says 503 (database, migrations, realtime, or shutting down).
  app.on(['GET', 'HEAD'], '/livez', (c) => {
    c.header('cache-control', 'no-store');
    const answer: HealthResponse = { status: 'ok' };
    return c.json(answer);
  });
  app.on(['GET', 'HEAD'], '/readyz', async (c) => {
    c.header('cache-control', 'no-store');
    const { ready, checks } = await services.readiness.check();
    if (ready) {
      const answer: ReadyzResponse = { status: 'ready', checks };
      return c.json(answer);
    }
    const failing = [
      ...(['database', 'migrations', 'realtime'] as const).filter((name) => checks[name] === 'failing'),
      ...(checks.draining ? ['draining'] : []),
    ];
    const fields = { ...checks, draining: checks.draining ? 'yes' : 'no' };
    return c.json({ error: { code: 'not_ready', message: `Not ready: ${failing.join(', ')}`, fields } }, 503);
  });

  // The Prometheus metrics, for a scraper holding METRICS_TOKEN; without the token set, the path does not exist.
  // (METRICS_PORT serves them on a port of their own instead: server/metrics/metrics-server.ts.)
  app.on(['GET', 'HEAD'], '/metrics', async (c) => {
    c.header('cache-control', 'no-store');
    const token = env.METRICS_TOKEN;
    if (!token) throw new AppError(404, 'not_found', 'Not found');
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) {
      c.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, 'unauthorized', 'A metrics token is required');
    }
    const { body, contentType } = await services.metrics.scrape();
    return c.body(body, 200, { 'content-type': contentType });
  });

  const api = new Hono<AppEnv>();
  const limitBody = bodyLimit({
    maxSize: env.BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError(413, 'payload_too_large', 'The request body is too large');
    },
  });
  // The logo upload has its own, larger limit (its route).
  // The product CSV upload has its own 10 MB limit (its route), and the media upload too (its route counts the
  // bytes against the media limits).
  const ownLimit = (path: string, method: string) =>
    path === SHOP_LOGO_PATH ||
    path.startsWith(IMPORT_UPLOAD_PREFIX) ||
    (path === MEDIA_UPLOAD_PATH && method === 'POST');
  api.use('*', (c, next) => (ownLimit(c.req.path, c.req.method) ? next() : limitBody(c, next)));
  api.use('*', noStoreByDefault());
  api.use('*', compress());
  api.use('*', originCheck(env.ALLOWED_ORIGINS));
  api.use('*', session(services.users.accounts));
  api.route('/', catalogRoutes(services));
  api.route('/', contentRoutes(services));
  api.route('/', analyticsRoutes(services));
  api.route('/cart', cartRoutes(services));
  api.route('/notification-preferences', preferencesRoutes(services));
  api.route('/push', pushRoutes(services));
  api.route('/checkout', checkoutRoutes(services));
  api.route('/orders', ordersRoutes(services));
  api.route('/track', trackRoutes(services));
  api.route('/courier', courierRoutes(services));
  api.route('/courier-applications', courierApplicationRoutes(services));
  api.route('/admin', adminRoutes(services));
  api.route('/merchant', merchantRoutes(services));
  api.route('/partner-applications', partnerApplicationRoutes(services));
  api.route('/staff-invitations', staffInvitationRoutes(services));
  if (services.env.DEV_TOOLS) api.route('/dev', devRoutes(services));
  if (services.env.DEV_TOOLS) api.route('/dev/giveaways', devGiveawayRoutes(services));
  if (services.env.DEV_TOOLS) api.route('/dev/chat', devChatRoutes(services));
  if (services.env.DEV_TOOLS) api.route('/dev/products', devCatalogRoutes(services));
  api.route('/session', sessionRoutes(services));
  api.route('/session/password-reset', passwordResetRoutes(services));
  api.route('/giveaways', giveawayRoutes(services));
  api.route('/account/giveaway-entries', accountGiveawayRoutes(services));
  api.route('/chat', chatRoutes(services));
  api.route('/account', accountRoutes(services));
  api.route('/account', accountSecurityRoutes(services));
  api.route('/track-access', trackAccessRoutes(services));
  api.route('/auth', authRoutes(services));
  api.all('*', () => {
    throw new AppError(404, 'not_found', 'Not found');
  });
  app.route('/api', api);
  app.route('/media/library', mediaLibraryRoutes(services.media.storage, services.media.fileNameOf));
  app.route('/media', mediaRoutes(env.DATA_DIR));
  const homeRender = homePageRenderer(services);
  app.route(
    '/',
    webRoutes(env.WEB_DIST, async (path) => {
      // The staff apps' first screen is all text in the body font: preloaded, it is there for the first paint.
      if (STAFF_APP.test(path)) return { bodyFont: true };
      if (path === '/') return { page: 'index.html', render: homeRender };
      if (path === '/cart') return { page: 'cart.html', route: 'src/app/routes/shop/cart.tsx' };
      const code = /^\/track\/([^/]+)$/.exec(path)?.[1];
      if (code) {
        // The same URL the tracking page fetches, so the browser reuses the preloaded answer.
        const normalized = encodeURIComponent(decodeURIComponent(code).trim().toUpperCase());
        return {
          page: 'track.html',
          json: `/api/track/${normalized}`,
          route: 'src/app/routes/orders/track.tsx',
          render: async () => {
            const order = await services.orders.track(normalized);
            const settings = await services.settings.load();
            return services.pages.render({
              page: 'track',
              code: normalized,
              data: { order, mapTileUrl: settings.mapTileUrl },
              store: storeFactsOf(settings),
            });
          },
        };
      }
      const id = /^\/product\/([^/]+)$/.exec(path)?.[1];
      if (!id) return null;
      const idOrSlug = decodeURIComponent(id);
      const product = await services.catalog.storefront.getProduct(idOrSlug);
      return {
        page: 'product.html',
        ...(product.images[0]
          ? { imageSrcset: { srcset: product.images[0].avifSrcset, sizes: PRODUCT_IMAGE_SIZES } }
          : { image: product.imageUrl }),
        json: `/api/products/${encodeURIComponent(idOrSlug)}`,
        route: 'src/app/routes/shop/product.tsx',
        render: async () =>
          services.pages.render({
            page: 'product',
            idOrSlug,
            data: product,
            store: storeFactsOf(await services.settings.load()),
          }),
      };
    }),
  );

  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) {
      log.warn('database unavailable', { route: routePattern(c) });
      c.header('retry-after', '5');
      return c.json(UNAVAILABLE, 503);
    }
    if (error instanceof AppError) {
      if (error.status === 429 && error.fields?.retryAfter) c.header('retry-after', error.fields.retryAfter);
      const fields = error.status === 429 ? undefined : error.fields;
      return c.json(
        { error: { code: error.code, message: error.message, ...(fields ? { fields } : {}) } },
        error.status,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { error: { code: 'bad_request', message: error.message || 'Bad request' } },
        error.status as ContentfulStatusCode,
      );
    }
    const requestId = c.get('requestId');
    log.error('unhandled error', {
      route: routePattern(c),
      error: error instanceof Error ? error.stack : String(error),
    });
    return c.json(
      { error: { code: 'internal', message: `Something went wrong on our side (ref ${requestId})` } },
      500,
    );
  });

  return app;
}
