import { Hono } from 'hono';
import { z } from 'zod';
import {
  IncidentListQuerySchema,
  RefusalQuerySchema,
  type IncidentAlerts,
  type IncidentDetail,
  type IncidentPage,
  type RefusalPage,
} from '#domain/admin/safety.ts';
import { INCIDENT_MESSAGES, IncidentStatusChangeSchema } from '#domain/couriers/incidents.ts';
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

/** Delivery safety: couriers' incidents (read: incidents:read; moves: incidents:manage) and refused hand-overs. */
export function adminSafetyRoutes(services: Services) {
  const { incidents } = services.couriers;
  const need = (c: AppContext, permission: Permission) => {
    if (!can(callerRoles(c), permission)) throw forbidden();
  };
  const incidentId = (c: AppContext) => {
    const parsed = z.uuid().safeParse(c.req.param('id'));
    if (!parsed.success) throw notFound(INCIDENT_MESSAGES.notFound);
    return parsed.data;
  };
  const withTiles = async (detail: Omit<IncidentDetail, 'mapTileUrl'>): Promise<IncidentDetail> => ({
    ...detail,
    mapTileUrl: (await services.settings.load()).mapTileUrl,
  });
  return new Hono<AppEnv>()
    .get('/incidents', async (c) => {
      need(c, 'incidents:read');
      const answer: IncidentPage = await incidents.list(queryOf(c, IncidentListQuerySchema));
      return c.json(answer);
    })
    .get('/incidents/:id', async (c) => {
      need(c, 'incidents:read');
      const answer = await withTiles(await incidents.detail(incidentId(c)));
      return c.json(answer);
    })
    .post('/incidents/:id/status', async (c) => {
      need(c, 'incidents:manage');
      const id = incidentId(c);
      const change = await jsonBody(c, IncidentStatusChangeSchema);
      const actor = requestActor(c, services.env.TRUST_PROXY);
      const answer = await withTiles(await incidents.move(id, change, actor));
      return c.json(answer);
    })
    .get('/alerts', async (c) => {
      need(c, 'incidents:read');
      const answer: IncidentAlerts = { incidents: await incidents.alerts() };
      return c.json(answer);
    })
    .get('/refusals', async (c) => {
      need(c, 'incidents:read');
      const answer: RefusalPage = await incidents.refusals(queryOf(c, RefusalQuerySchema));
      return c.json(answer);
    });
}
