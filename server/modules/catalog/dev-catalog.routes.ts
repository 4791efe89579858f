import { Hono } from 'hono';
import { DevProductCopySchema } from '#domain/catalog/dev-schemas.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { devTokenGuard } from '#server/http/middleware/dev-token.ts';
import { jsonBody, uuidParam } from '#server/http/validate.ts';
import { copyProductForTest } from './dev-product-copy.ts';

/** `/api/dev/products` (mounted only with DEV_TOOLS, behind the DEV_TOKEN secret): an e2e test's own product. */
export function devCatalogRoutes({ database, env, catalog: { storefront: catalog } }: Services) {
  return new Hono<AppEnv>().use(devTokenGuard(env.DEV_TOKEN)).post('/:id/copy', async (c) => {
    const id = uuidParam(c, 'id', 'Product not found');
    const answer = await copyProductForTest(database.db, id, await jsonBody(c, DevProductCopySchema));
    // As after any catalog write: every process drops its snapshot, open storefronts refetch.
    await catalog.changed([answer.product.id]);
    return c.json(answer, 201);
  });
}
