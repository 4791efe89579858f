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
import type { AppEnv, Services } from '#server/http/context.ts';
import { catalogAccess } from '#server/http/catalog-access.ts';
import { jsonBody, queryOf } from '#server/http/validate.ts';

const ProductOptionsQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search at most 100 characters').optional(),
  id: z.uuid('Choose a product').optional(),
});

/** `/api/admin/lab-results`: batches and their certificates (catalog:read to look, catalog:write to change). */
export function adminLabRoutes(services: Services) {
  const { labs } = services;
  const { read, writer, idOf } = catalogAccess(services.env.TRUST_PROXY, LAB_MESSAGES.notFound);
  const one = (labResult: LabResultResponse['labResult']): LabResultResponse => ({ labResult });

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      read(c);
      const answer: LabListResponse = await labs.list(queryOf(c, LabListQuerySchema));
      return c.json(answer);
    })
    .get('/products', async (c) => {
      read(c);
      const { q, id } = queryOf(c, ProductOptionsQuerySchema);
      const answer: LabProductOptionsResponse = { products: await labs.products(q, id) };
      return c.json(answer);
    })
    .post('/', async (c) => {
      const actor = writer(c);
      const input = await jsonBody(c, LabResultInputSchema);
      return c.json(one(await labs.create(input, actor)), 201);
    })
    .get('/:id', async (c) => {
      read(c);
      return c.json(one(await labs.get(idOf(c))));
    })
    .patch('/:id', async (c) => {
      const actor = writer(c);
      const id = idOf(c);
      return c.json(one(await labs.update(id, await jsonBody(c, LabResultPatchSchema), actor)));
    })
    .put('/:id/variants', async (c) => {
      const actor = writer(c);
      const id = idOf(c);
      const { variantIds } = await jsonBody(c, LabVariantsSchema);
      return c.json(one(await labs.setVariants(id, variantIds, actor)));
    })
    .delete('/:id', async (c) => {
      const actor = writer(c);
      await labs.remove(idOf(c), actor);
      return c.body(null, 204);
    });
}
