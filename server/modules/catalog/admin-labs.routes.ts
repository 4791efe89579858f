import { Hono } from 'hono';
import { z } from 'zod';
import {
  LAB_MESSAGES,
  LabListQuerySchema,
  LabResultInputSchema,
  LabResultPatchSchema,
  LabVariantsSchema,
  type LabListResponse,
  type LabProductOptionsResponse,
  type LabResultResponse,
} from '#domain/catalog/lab-schemas.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, queryOf, uuidParam } from '#server/http/validate.ts';

const ProductOptionsQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search at most 100 characters').optional(),
  id: z.uuid('Choose a product').optional(),
});

/** `/api/admin/lab-results`: batches and their certificates (catalog:read to look, catalog:write to change). */
export function adminLabRoutes(services: Services) {
  const { labs } = services.catalog;
  const read = requirePermission('catalog:read');
  const write = requirePermission('catalog:write');
  const actorOf = (c: AppContext) => requestActor(c, services.env.TRUST_PROXY, ['admin']);
  const idOf = (c: AppContext) => uuidParam(c, 'id', LAB_MESSAGES.notFound);
  const one = (labResult: LabResultResponse['labResult']): LabResultResponse => ({ labResult });

  return new Hono<AppEnv>()
    .get('/', read, async (c) => {
      const answer: LabListResponse = await labs.list(queryOf(c, LabListQuerySchema));
      return c.json(answer);
    })
    .get('/products', read, async (c) => {
      const { q, id } = queryOf(c, ProductOptionsQuerySchema);
      const answer: LabProductOptionsResponse = { products: await labs.products(q, id) };
      return c.json(answer);
    })
    .post('/', write, async (c) => {
      const actor = actorOf(c);
      const input = await jsonBody(c, LabResultInputSchema);
      return c.json(one(await labs.create(input, actor)), 201);
    })
    .get('/:id', read, async (c) => {
      return c.json(one(await labs.get(idOf(c))));
    })
    .patch('/:id', write, async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      return c.json(one(await labs.update(id, await jsonBody(c, LabResultPatchSchema), actor)));
    })
    .put('/:id/variants', write, async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      const { variantIds } = await jsonBody(c, LabVariantsSchema);
      return c.json(one(await labs.setVariants(id, variantIds, actor)));
    })
    .delete('/:id', write, async (c) => {
      const actor = actorOf(c);
      await labs.remove(idOf(c), actor);
      return c.body(null, 204);
    });
}
