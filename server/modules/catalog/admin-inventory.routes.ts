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
import { catalogAccess } from '#server/http/catalog-access.ts';
import type { AppEnv, Services } from '#server/http/context.ts';
import { jsonBody, queryOf } from '#server/http/validate.ts';

/** `/api/admin/inventory`: reading needs catalog:read (admin, support), every change catalog:write (admin). */
export function adminInventoryRoutes(services: Services) {
  const inventory = services.adminInventory;
  const {
    read,
    writer: write,
    idOf: variantId,
  } = catalogAccess(services.env.TRUST_PROXY, INVENTORY_MESSAGES.variantNotFound);

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      read(c);
      const answer: InventoryPage = await inventory.list(queryOf(c, InventoryQuerySchema));
      return c.json(answer);
    })
    .get('/:id', async (c) => {
      read(c);
      const answer: InventoryRowResponse = { row: await inventory.row(variantId(c)) };
      return c.json(answer);
    })
    .get('/:id/movements', async (c) => {
      read(c);
      const { cursor, limit } = queryOf(c, MovementsQuerySchema);
      const answer: MovementsPage = await inventory.movements(variantId(c), cursor, limit);
      return c.json(answer);
    })
    .post('/:id/adjust', async (c) => {
      const actor = write(c);
      const id = variantId(c);
      const change = await jsonBody(c, InventoryAdjustSchema);
      const answer: InventoryRowResponse = { row: await inventory.adjust(actor, id, change) };
      return c.json(answer);
    })
    .put('/:id/threshold', async (c) => {
      const actor = write(c);
      const id = variantId(c);
      const { threshold } = await jsonBody(c, ThresholdSchema);
      const answer: InventoryRowResponse = { row: await inventory.setThreshold(actor, id, threshold) };
      return c.json(answer);
    });
}
