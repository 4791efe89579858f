import { Hono } from 'hono';
import {
  INVENTORY_MESSAGES,
  InventoryAdjustSchema,
  InventoryQuerySchema,
  MovementsQuerySchema,
  ThresholdSchema,
  type InventoryPage,
  type InventoryRowResponse,
  type MovementsPage,
} from '#domain/admin/inventory.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, queryOf, uuidParam } from '#server/http/validate.ts';

/** `/api/admin/inventory`: reading needs catalog:read (admin, support), every change catalog:write (admin). */
export function adminInventoryRoutes(services: Services) {
  const inventory = services.catalog.inventory;
  const read = requirePermission('catalog:read');
  const write = requirePermission('catalog:write');
  const actorOf = (c: AppContext) => requestActor(c, services.env.TRUST_PROXY, ['admin']);
  const variantId = (c: AppContext) => uuidParam(c, 'id', INVENTORY_MESSAGES.variantNotFound);

  return new Hono<AppEnv>()
    .get('/', read, async (c) => {
      const answer: InventoryPage = await inventory.list(queryOf(c, InventoryQuerySchema));
      return c.json(answer);
    })
    .get('/:id', read, async (c) => {
      const answer: InventoryRowResponse = { row: await inventory.row(variantId(c)) };
      return c.json(answer);
    })
    .get('/:id/movements', read, async (c) => {
      const { cursor, limit } = queryOf(c, MovementsQuerySchema);
      const answer: MovementsPage = await inventory.movements(variantId(c), cursor, limit);
      return c.json(answer);
    })
    .post('/:id/adjust', write, async (c) => {
      const actor = actorOf(c);
      const id = variantId(c);
      const change = await jsonBody(c, InventoryAdjustSchema);
      const answer: InventoryRowResponse = { row: await inventory.adjust(actor, id, change) };
      return c.json(answer);
    })
    .put('/:id/threshold', write, async (c) => {
      const actor = actorOf(c);
      const id = variantId(c);
      const { threshold } = await jsonBody(c, ThresholdSchema);
      const answer: InventoryRowResponse = { row: await inventory.setThreshold(actor, id, threshold) };
      return c.json(answer);
    });
}
