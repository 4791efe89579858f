import { Hono } from 'hono';
import {
  BackInStockSchema,
  PriceSchema,
  SHOP_MESSAGES,
  StockAdjustSchema,
} from '#domain/merchant/shop-contracts.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { callerShop, requireShopPermission } from '#server/http/middleware/require-shop.ts';
import { jsonBody, uuidParam } from '#server/http/validate.ts';

/** The variant named in the path: a malformed id is answered like a missing one. */
const variantId = (c: AppContext) => uuidParam(c, 'id', SHOP_MESSAGES.variantNotFound);

/** `/api/merchant/products` and `/api/merchant/variants/:id/…`: the shop's stock (staff too) and prices (owner). */
export function merchantProductRoutes({ merchants: { shop: merchantShop }, env }: Services) {
  const by = (c: AppContext) => ({
    actor: requestActor(c, env.TRUST_PROXY, ['merchant']),
    shopRole: callerShop(c).role,
  });
  const products = new Hono<AppEnv>()
    .use('*', requireShopPermission('shop:stock'))
    .get('/', async (c) => c.json(await merchantShop.products(callerShop(c).shopId)));
  const variants = new Hono<AppEnv>()
    .use('*', requireShopPermission('shop:stock'))
    .post('/:id/stock', async (c) => {
      const id = variantId(c);
      const input = await jsonBody(c, StockAdjustSchema);
      return c.json(await merchantShop.adjustStock(callerShop(c).shopId, id, input, by(c)));
    })
    .post('/:id/sold-out', async (c) => {
      const id = variantId(c);
      const change = { stock: 0, reason: 'sold_out' as const };
      return c.json(await merchantShop.adjustStock(callerShop(c).shopId, id, change, by(c)));
    })
    .post('/:id/back-in-stock', async (c) => {
      const id = variantId(c);
      const { stock } = await jsonBody(c, BackInStockSchema);
      const change = { stock, reason: 'back_in_stock' as const };
      return c.json(await merchantShop.adjustStock(callerShop(c).shopId, id, change, by(c)));
    })
    .patch('/:id/price', requireShopPermission('shop:prices'), async (c) => {
      const id = variantId(c);
      const { priceCents } = await jsonBody(c, PriceSchema);
      return c.json(await merchantShop.setPrice(callerShop(c).shopId, id, priceCents, by(c)));
    });
  return { products, variants };
}
