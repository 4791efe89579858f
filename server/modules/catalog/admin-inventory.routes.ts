import { Hono } from 'hono';
import { z } from 'zod';
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
import { can, type Permission } from '#domain/permissions.ts';
import {
  callerRoles,
  requestActor,
  type AppContext,
  type AppEnv,
  type Services,
} from '#server/http/context.ts';
import { jsonBody, queryOf } from '#server/http/validate.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';

/** `/api/admin/inventory`: reading needs catalog:read (admin, support), every change catalog:write (admin). */
export function adminInventoryRoutes(services: Services) {
  const inventory = services.adminInventory;
  const allow = (c: AppContext, permission: Permission) => {
    if (!can(callerRoles(c), permission)) throw forbidden();
  };
  const write = (c: AppContext) => {
    allow(c, 'catalog:write');
    return requestActor(c, services.env.TRUST_PROXY, ['admin']);
  };
  const variantId = (c: AppContext) => {
    const parsed = z.uuid().safeParse(c.req.param('id'));
    if (!parsed.success) throw notFound(INVENTORY_MESSAGES.variantNotFound);
    return parsed.data;
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      allow(c, 'catalog:read');
      const answer: InventoryPage = await inventory.list(queryOf(c, InventoryQuerySchema));
      return c.json(answer);
    })
    .get('/:id', async (c) => {
      allow(c, 'catalog:read');
      const answer: InventoryRowResponse = { row: await inventory.row(variantId(c)) };
      return c.json(answer);
    })
    .get('/:id/movements', async (c) => {
      allow(c, 'catalog:read');
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
