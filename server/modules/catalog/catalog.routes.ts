import { Hono } from 'hono';
import { z } from 'zod';
import { CategorySchema, SearchQuerySchema } from '#domain/catalog.schemas.ts';
import type { AppEnv, Services } from '#server/http/context.ts';
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

const json = (body: string) =>
  new Response(body, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
  });

export function catalogRoutes({ catalog }: Services) {
  return new Hono<AppEnv>()
    .get('/products', async (c) => {
      const query = queryOf(c, ListQuery);
      if (query.ids) return c.json({ products: await catalog.productsByIds(query.ids) });
      return json(await catalog.listJson(query.category));
    })
    .get('/products/featured', async () => json(await catalog.featuredJson()))
    .get('/products/:id', async (c) => c.json({ product: await catalog.getProduct(c.req.param('id')) }))
    .get('/search', async (c) => {
      const { q } = queryOf(c, SearchQuerySchema);
      return c.json({ results: await catalog.search(q) });
    });
}
