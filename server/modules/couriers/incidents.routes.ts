import { Hono } from 'hono';
import type { CourierIncidentResponse, CourierIncidentsResponse } from '#domain/couriers/incident-views.ts';
import { ReportIncidentSchema } from '#domain/couriers/incidents.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { jsonBody } from '#server/http/validate.ts';

/** The courier's own incident reports; mounted inside the courier API, so sign-in is checked first; PIN next. */
export function courierIncidentRoutes({ couriers, env }: Services) {
  const { access, incidents } = couriers;
  const unlocked = (c: AppContext) => access.unlocked(c.get('userId'), c.get('sessionId'));
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const courier = await unlocked(c);
      const input = await jsonBody(c, ReportIncidentSchema);
      const actor = requestActor(c, env.TRUST_PROXY, ['courier']);
      const answer: CourierIncidentResponse = { incident: await incidents.report(courier, input, actor) };
      return c.json(answer, 201);
    })
    .get('/', async (c) => {
      const answer: CourierIncidentsResponse = await incidents.mine(await unlocked(c));
      return c.json(answer);
    });
}
