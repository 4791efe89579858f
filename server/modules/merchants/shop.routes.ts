import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  ClosureSchema,
  LOGO_MAX_BYTES,
  SHOP_MESSAGES,
  ShopProfileSchema,
} from '#domain/merchant/shop-contracts.ts';
import type { MerchantShopResponse } from '#domain/merchant/shop-contracts.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { callerShop, requireShopPermission } from '#server/http/middleware/require-shop.ts';
import { jsonBody } from '#server/http/validate.ts';
import { AppError } from '#server/lib/errors.ts';

/** Path of the logo upload: the API's general body limit lets it through to this route's own 1 MB limit. */
export const SHOP_LOGO_PATH = '/api/merchant/shop/logo';

/** `/api/merchant/shop`: the shop's own profile, hours, temporary closure and logo (owner only). */
export function merchantShopRoutes({ merchants: { shop: merchantShop }, env }: Services) {
  const by = (c: AppContext) => ({
    actor: requestActor(c, env.TRUST_PROXY, ['merchant']),
    shopRole: callerShop(c).role,
  });
  const answer = (shop: MerchantShopResponse['shop']): MerchantShopResponse => ({ shop });
  return new Hono<AppEnv>()
    .use('*', requireShopPermission('shop:settings'))
    .get('/', async (c) => c.json(answer(await merchantShop.shop(callerShop(c).shopId))))
    .put('/', async (c) => {
      const input = await jsonBody(c, ShopProfileSchema);
      return c.json(answer(await merchantShop.updateProfile(callerShop(c).shopId, input, by(c))));
    })
    .post('/closure', async (c) => {
      const { until, note } = await jsonBody(c, ClosureSchema);
      return c.json(answer(await merchantShop.close(callerShop(c).shopId, new Date(until), note, by(c))));
    })
    .delete('/closure', async (c) => c.json(answer(await merchantShop.reopen(callerShop(c).shopId, by(c)))))
    .post(
      '/logo',
      bodyLimit({
        maxSize: LOGO_MAX_BYTES,
        onError: () => {
          throw new AppError(413, 'logo_too_large', SHOP_MESSAGES.logoSize);
        },
      }),
      async (c) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        return c.json(answer(await merchantShop.setLogo(callerShop(c).shopId, bytes, by(c))));
      },
    );
}
