import { Hono } from 'hono';
import { QuickPauseSchema } from '#domain/merchant/quick-pause.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { callerShop, requireShopPermission } from '#server/http/middleware/require-shop.ts';
import { jsonBody } from '#server/http/validate.ts';

/**
 * `/api/merchant/pause`: the board's quick pauses of new ASAP orders and 'Resume now'. Whoever works the orders
 * (owner or staff, shop:orders) may pause; each change is audited like the closure form.
 */
export function merchantPauseRoutes({ merchants: { shop }, env }: Services) {
  const by = (c: AppContext) => ({
    actor: requestActor(c, env.TRUST_PROXY, ['merchant']),
    shopRole: callerShop(c).role,
  });
  return new Hono<AppEnv>()
    .use('*', requireShopPermission('shop:orders'))
    .get('/', async (c) => c.json(await shop.pauseState(callerShop(c).shopId)))
    .post('/', async (c) => {
      const { pause } = await jsonBody(c, QuickPauseSchema);
      return c.json(await shop.pause(callerShop(c).shopId, pause, by(c)));
    })
    .delete('/', async (c) => c.json(await shop.resume(callerShop(c).shopId, by(c))));
}
