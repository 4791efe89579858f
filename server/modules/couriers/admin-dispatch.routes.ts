import { Hono } from 'hono';
import { z } from 'zod';
import {
  AssignOrderSchema,
  DISPATCH_MESSAGES,
  DispatchCouriersQuerySchema,
} from '#domain/admin/dispatch-schemas.ts';
import type { AssignResponse, DispatchCouriersResponse, DispatchMap } from '#domain/admin/dispatch-views.ts';
import { can } from '#domain/permissions.ts';
import { callerRoles, requestActor, type AppEnv, type Services } from '#server/http/context.ts';
import { jsonBody, queryOf } from '#server/http/validate.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';

/** Dispatch: couriers on shift, assigning orders, and the live map. Reads for admin and support; writes for admin. */
export function adminDispatchRoutes(services: Services) {
  const { dispatch } = services.couriers;
  return new Hono<AppEnv>()
    .get('/couriers', async (c) => {
      const { all } = queryOf(c, DispatchCouriersQuerySchema);
      const answer: DispatchCouriersResponse = { couriers: await dispatch.couriers(all === '1') };
      return c.json(answer);
    })
    .post('/orders/:id/assign', async (c) => {
      if (!can(callerRoles(c), 'orders:status:write')) throw forbidden();
      const id = z.uuid().safeParse(c.req.param('id'));
      if (!id.success) throw notFound(DISPATCH_MESSAGES.orderNotFound);
      const { courierId } = await jsonBody(c, AssignOrderSchema);
      const actor = requestActor(c, services.env.TRUST_PROXY, ['admin']);
      const answer: AssignResponse = await dispatch
        .assign(id.data, courierId, actor)
        .catch(services.compliance.refusals.refused('dispatch_assign', actor.userId));
      return c.json(answer);
    })
    .get('/map', async (c) => {
      const [map, { mapTileUrl }] = await Promise.all([dispatch.map(), services.settings.load()]);
      const answer: DispatchMap = { ...map, mapTileUrl };
      return c.json(answer);
    });
}
