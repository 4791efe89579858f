import type { Contract } from '../http.ts';
import {
  IncidentAlertsSchema,
  IncidentDetailSchema,
  IncidentPageSchema,
  RefusalPageSchema,
} from './safety.ts';
import { CourierIncidentResponseSchema, CourierIncidentsResponseSchema } from '../couriers/incident-views.ts';

/** What each delivery-safety route answers on success (the courier's report and the back office); see ../contracts.ts. */
export const safetyContracts = {
  'POST /api/courier/incidents': CourierIncidentResponseSchema,
  'GET /api/courier/incidents': CourierIncidentsResponseSchema,
  'GET /api/admin/safety/incidents': IncidentPageSchema,
  'GET /api/admin/safety/incidents/:id': IncidentDetailSchema,
  'POST /api/admin/safety/incidents/:id/status': IncidentDetailSchema,
  'GET /api/admin/safety/alerts': IncidentAlertsSchema,
  'GET /api/admin/safety/refusals': RefusalPageSchema,
} satisfies Record<string, Contract>;
