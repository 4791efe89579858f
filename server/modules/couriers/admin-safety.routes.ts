import { Hono } from 'hono';
import {
  IncidentListQuerySchema,
  RefusalQuerySchema,
  type IncidentAlerts,
  type IncidentDetail,
  type IncidentPage,
  type RefusalPage,
} from '#domain/admin/safety.ts';
import { INCIDENT_MESSAGES, IncidentStatusChangeSchema } from '#domain/couriers/incidents.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, queryOf, uuidParam } from '#server/http/validate.ts';

/** Delivery safety: couriers' incidents (read: incidents:read; moves: incidents:manage) and refused hand-overs. */
export function adminSafetyRoutes(services: Services) {
  const { incidents } = services.couriers;
  const read = requirePermission('incidents:read');
  const incidentId = (c: AppContext) => uuidParam(c, 'id', INCIDENT_MESSAGES.notFound);
  const withTiles = async (detail: Omit<IncidentDetail, 'mapTileUrl'>): Promise<IncidentDetail> => ({
    ...detail,
    mapTileUrl: (await services.settings.load()).mapTileUrl,
  });
  return new Hono<AppEnv>()
    .get('/incidents', read, async (c) => {
      const answer: IncidentPage = await incidents.list(queryOf(c, IncidentListQuerySchema));
      return c.json(answer);
    })
    .get('/incidents/:id', read, async (c) => {
      const answer = await withTiles(await incidents.detail(incidentId(c)));
      return c.json(answer);
    })
    .post('/incidents/:id/status', requirePermission('incidents:manage'), async (c) => {
      const id = incidentId(c);
      const change = await jsonBody(c, IncidentStatusChangeSchema);
      const actor = requestActor(c, services.env.TRUST_PROXY);
      const answer = await withTiles(await incidents.move(id, change, actor));
      return c.json(answer);
    })
    .get('/alerts', read, async (c) => {
      const answer: IncidentAlerts = { incidents: await incidents.alerts() };
      return c.json(answer);
    })
    .get('/refusals', read, async (c) => {
      const answer: RefusalPage = await incidents.refusals(queryOf(c, RefusalQuerySchema));
      return c.json(answer);
    });
}
