import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import type { Services } from '#server/http/context.ts';
import type { Logger } from '#server/log.ts';
import { createAnalyticsService } from '#server/modules/analytics/analytics.service.ts';
import { createCartService } from '#server/modules/cart/cart.service.ts';
import { createCatalogService } from '#server/modules/catalog/catalog.service.ts';
import { createContentService } from '#server/modules/content/content.service.ts';
import { createNotifier } from '#server/modules/notifications/notifications.service.ts';
import { createRateLimiter } from '#server/modules/ratelimit/ratelimit.service.ts';
import { createAuth } from '#server/modules/users/auth.ts';
import { createUsersService } from '#server/modules/users/users.service.ts';

export function createServices(env: Env, database: Database, log: Logger): Services {
  const { db } = database;
  const auth = createAuth(env, db);
  const notifier = createNotifier(env, db, log);
  const catalog = createCatalogService(db);
  return {
    env,
    database,
    log,
    auth,
    rateLimiter: createRateLimiter(db, env.RATE_LIMIT_ENABLED),
    catalog,
    cart: createCartService(db, catalog),
    users: createUsersService({ db, auth, notifier, secret: env.AUTH_SECRET, publicUrl: env.PUBLIC_URL }),
    analytics: createAnalyticsService(db),
    content: createContentService(db),
  };
}
