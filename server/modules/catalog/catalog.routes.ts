import { Hono } from 'hono';
import { z } from 'zod';
import { CategorySchema, SearchQuerySchema } from '#domain/catalog.schemas.ts';
import type { ProductListResponse, SearchResponse } from '#domain/catalog/product-response.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { sendEncoded } from '#server/http/encoded-body.ts';
import { PUBLIC_CACHE } from '#server/http/middleware/no-store.ts';
import { queryOf } from '#server/http/validate.ts';

const ListQuery = z.object({
  category: CategorySchema.optional(),
  ids: z
    .string()
    .max(4000)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('Unknown product')).max(100))
    .optional(),
});

export function catalogRoutes({ catalog: { storefront: catalog } }: Services) {
  return new Hono<AppEnv>()
    .get('/products', async (c) => {
      const query = queryOf(c, ListQuery);
      if (query.ids) {
        // Revalidated each time: a cart refetches these when the catalog topic says their stock or shop changed.
        c.header('cache-control', 'no-cache');
        const answer: ProductListResponse = { products: await catalog.productsByIds(query.ids) };
        return c.json(answer);
      }
      return sendEncoded(c.req.raw, await catalog.list(query.category));
    })
    .get('/products/featured', async (c) => sendEncoded(c.req.raw, await catalog.featured()))
    .get('/products/:id', async (c) => sendEncoded(c.req.raw, await catalog.productBody(c.req.param('id'))))
    .get('/search', async (c) => {
      const { q } = queryOf(c, SearchQuerySchema);
      c.header('cache-control', PUBLIC_CACHE);
      const answer: SearchResponse = await catalog.search(q);
      return c.json(answer);
    });
}
