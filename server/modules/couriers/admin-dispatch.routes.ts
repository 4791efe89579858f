import { Hono } from 'hono';
import {
  AssignOrderSchema,
  DISPATCH_MESSAGES,
  DispatchCouriersQuerySchema,
} from '#domain/admin/dispatch-schemas.ts';
import type { AssignResponse, DispatchCouriersResponse, DispatchMap } from '#domain/admin/dispatch-views.ts';
import { requestActor, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, queryOf, uuidParam } from '#server/http/validate.ts';

/** Dispatch: couriers on shift, assigning orders, and the live map. Reads for admin and support; writes for admin. */
export function adminDispatchRoutes(services: Services) {
  const { dispatch } = services.couriers;
  return new Hono<AppEnv>()
    .get('/couriers', async (c) => {
      const { all } = queryOf(c, DispatchCouriersQuerySchema);
      const answer: DispatchCouriersResponse = { couriers: await dispatch.couriers(all === '1') };
      return c.json(answer);
    })
    .post('/orders/:id/assign', requirePermission('orders:status:write'), async (c) => {
      const id = uuidParam(c, 'id', DISPATCH_MESSAGES.orderNotFound);
      const { courierId } = await jsonBody(c, AssignOrderSchema);
      const actor = requestActor(c, services.env.TRUST_PROXY, ['admin']);
      const answer: AssignResponse = await dispatch
        .assign(id, courierId, actor)
        .catch(services.compliance.refusals.refused('dispatch_assign', actor.userId));
      return c.json(answer);
    })
    .get('/map', async (c) => {
      const [map, { mapTileUrl }] = await Promise.all([dispatch.map(), services.settings.load()]);
      const answer: DispatchMap = { ...map, mapTileUrl };
      return c.json(answer);
    });
}
