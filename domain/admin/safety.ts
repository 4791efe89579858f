import { z } from 'zod';
import { RETURN_REASONS, type ReturnReason } from '../couriers/schemas.ts';
import { IncidentPositionSchema } from '../couriers/incident-views.ts';
import { INCIDENT_CATEGORY_KEYS, INCIDENT_STATUSES } from '../couriers/incidents.ts';
import { Instant } from '../orders/tracking-response.ts';
import { pageCursor } from './list-query.ts';

const Cursor = pageCursor(200);
const Limit = z.coerce.number().int().min(1).max(100).default(50);
const From = z.iso.datetime({ offset: true, error: 'Enter the start as an ISO date and time' }).optional();
const To = z.iso.datetime({ offset: true, error: 'Enter the end as an ISO date and time' }).optional();
/** Every list here: a time span and one keyset page. */
const PAGE = { from: From, to: To, cursor: Cursor, limit: Limit };

/** `GET /api/admin/safety/incidents`: newest first, keyset pages; `from` inclusive, `to` exclusive. */
export const IncidentListQuerySchema = z.strictObject({
  status: z.enum(INCIDENT_STATUSES, { error: 'Unknown status' }).optional(),
  category: z.enum(INCIDENT_CATEGORY_KEYS, { error: 'Unknown category' }).optional(),
  ...PAGE,
});
export type IncidentListQuery = z.infer<typeof IncidentListQuerySchema>;

const Person = z.strictObject({ id: z.string(), name: z.string() });

export const AdminIncidentSchema = z.strictObject({
  id: z.uuid(),
  category: z.enum(INCIDENT_CATEGORY_KEYS),
  status: z.enum(INCIDENT_STATUSES),
  notes: z.string(),
  courier: Person.extend({ phone: z.string() }),
  order: z.strictObject({ id: z.uuid(), number: z.string() }).nullable(),
  position: IncidentPositionSchema.nullable(),
  reportedAt: Instant,
  updatedAt: Instant,
});
export type AdminIncident = z.infer<typeof AdminIncidentSchema>;

export const IncidentPageSchema = z.strictObject({
  incidents: z.array(AdminIncidentSchema),
  nextCursor: z.string().nullable(),
});
export type IncidentPage = z.infer<typeof IncidentPageSchema>;

/** One step of an incident's life: reported (from null), acknowledged, resolved; who and with what note. */
export const IncidentTrailEntrySchema = z.strictObject({
  id: z.number().int(),
  from: z.enum(INCIDENT_STATUSES).nullable(),
  to: z.enum(INCIDENT_STATUSES),
  note: z.string(),
  by: Person.nullable(),
  at: Instant,
});
export type IncidentTrailEntry = z.infer<typeof IncidentTrailEntrySchema>;

/** `GET /api/admin/safety/incidents/:id` and the answer of a status change. */
export const IncidentDetailSchema = z.strictObject({
  incident: AdminIncidentSchema,
  trail: z.array(IncidentTrailEntrySchema),
  mapTileUrl: z.string(),
});
export type IncidentDetail = z.infer<typeof IncidentDetailSchema>;

/** `GET /api/admin/safety/alerts`: open theft/robbery and vehicle accidents, newest first. */
export const IncidentAlertsSchema = z.strictObject({ incidents: z.array(AdminIncidentSchema) });
export type IncidentAlerts = z.infer<typeof IncidentAlertsSchema>;

const REASON_KEYS = Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]];

/** `GET /api/admin/safety/refusals`: orders taken back from the door, newest first, keyset pages. */
export const RefusalQuerySchema = z.strictObject({
  reason: z.enum(REASON_KEYS, { error: 'Unknown reason' }).optional(),
  ...PAGE,
});
export type RefusalQuery = z.infer<typeof RefusalQuerySchema>;

export const RefusalRowSchema = z.strictObject({
  id: z.number().int(),
  order: z.strictObject({ id: z.uuid(), number: z.string() }),
  reason: z.enum(REASON_KEYS).nullable(),
  note: z.string(),
  courier: Person.nullable(),
  at: Instant,
});
export type RefusalRow = z.infer<typeof RefusalRowSchema>;

export const RefusalPageSchema = z.strictObject({
  refusals: z.array(RefusalRowSchema),
  nextCursor: z.string().nullable(),
});
export type RefusalPage = z.infer<typeof RefusalPageSchema>;
