import { z } from 'zod';
import { Instant } from '../orders/tracking-response.ts';
import { INCIDENT_CATEGORY_KEYS, INCIDENT_STATUSES } from './incidents.ts';

export const IncidentPositionSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** `device`: sent with the report; `last_known`: the courier's last shared position. */
  source: z.enum(['device', 'last_known']),
});

/** An incident as its courier sees it. */
export const CourierIncidentSchema = z.strictObject({
  id: z.uuid(),
  category: z.enum(INCIDENT_CATEGORY_KEYS),
  status: z.enum(INCIDENT_STATUSES),
  notes: z.string(),
  order: z.strictObject({ id: z.uuid(), number: z.string() }).nullable(),
  position: IncidentPositionSchema.nullable(),
  reportedAt: Instant,
});
export type CourierIncident = z.infer<typeof CourierIncidentSchema>;

/** `POST /api/courier/incidents` */
export const CourierIncidentResponseSchema = z.strictObject({ incident: CourierIncidentSchema });
export type CourierIncidentResponse = z.infer<typeof CourierIncidentResponseSchema>;

/** `GET /api/courier/incidents`: the courier's own reports, newest first, and the deliveries one may name. */
export const CourierIncidentsResponseSchema = z.strictObject({
  incidents: z.array(CourierIncidentSchema),
  orders: z.array(z.strictObject({ id: z.uuid(), number: z.string(), status: z.string() })),
});
export type CourierIncidentsResponse = z.infer<typeof CourierIncidentsResponseSchema>;
