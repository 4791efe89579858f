import { z } from 'zod';
import { LocationSchema } from './schemas.ts';

/** What a courier may report; the labels are the words the app and the back office show. */
export const INCIDENT_CATEGORIES = {
  unsafe_location: 'Unsafe location',
  aggressive_person: 'Aggressive person',
  vehicle_accident: 'Vehicle accident',
  theft_robbery: 'Theft or robbery',
  id_age_problem: 'ID or age problem',
  other: 'Other',
} as const;
export type IncidentCategory = keyof typeof INCIDENT_CATEGORIES;
export const INCIDENT_CATEGORY_KEYS = Object.keys(INCIDENT_CATEGORIES) as [
  IncidentCategory,
  ...IncidentCategory[],
];

export const INCIDENT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};

/** An open incident of these kinds puts a courier in danger now: the dashboard and the live map show it at once. */
export const URGENT_CATEGORIES: readonly IncidentCategory[] = ['theft_robbery', 'vehicle_accident'];
export const isUrgent = (category: IncidentCategory) => URGENT_CATEGORIES.includes(category);

export const INCIDENT_NOTES_MAX = 1000;

export const INCIDENT_MESSAGES = {
  category: 'Choose what happened',
  notesRequired: 'Describe what happened',
  notesTooLong: `Keep the notes under ${INCIDENT_NOTES_MAX} characters`,
  positionPair: 'Send both latitude and longitude, or neither',
  orderNotYours: 'Choose one of your current or recent deliveries',
  notFound: 'Incident not found',
  resolveNote: 'Add a note on how it was resolved',
  alreadyAcknowledged: 'This incident is already acknowledged',
  alreadyResolved: 'This incident is already resolved',
  acknowledgeFirst: 'Acknowledge the incident before resolving it',
  reopen: 'An incident cannot go back to open',
} as const;

const Notes = z
  .string({ error: INCIDENT_MESSAGES.notesRequired })
  .trim()
  .max(INCIDENT_NOTES_MAX, INCIDENT_MESSAGES.notesTooLong);

/** `POST /api/courier/incidents`: the server adds the time and, without a position here, the last one it knows. */
export const ReportIncidentSchema = z
  .strictObject({
    category: z.enum(INCIDENT_CATEGORY_KEYS, { error: INCIDENT_MESSAGES.category }),
    notes: Notes.default(''),
    orderId: z.uuid({ error: INCIDENT_MESSAGES.orderNotYours }).optional(),
    lat: LocationSchema.shape.lat.optional(),
    lng: LocationSchema.shape.lng.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.category === 'other' && value.notes === '') {
      ctx.addIssue({ code: 'custom', path: ['notes'], message: INCIDENT_MESSAGES.notesRequired });
    }
    if ((value.lat === undefined) !== (value.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: INCIDENT_MESSAGES.positionPair });
    }
  });
export type ReportIncidentInput = z.input<typeof ReportIncidentSchema>;
export type ReportIncident = z.output<typeof ReportIncidentSchema>;

/** `POST /api/admin/safety/incidents/:id/status`: one step forward; resolving needs a note. */
export const IncidentStatusChangeSchema = z
  .strictObject({
    to: z.enum(['acknowledged', 'resolved'], { error: 'Choose acknowledged or resolved' }),
    note: Notes.default(''),
  })
  .superRefine((value, ctx) => {
    if (value.to === 'resolved' && value.note === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: INCIDENT_MESSAGES.resolveNote });
    }
  });
export type IncidentStatusChangeInput = z.input<typeof IncidentStatusChangeSchema>;
export type IncidentStatusChange = z.output<typeof IncidentStatusChangeSchema>;

/** Why a move is refused, or null when `from → to` is the next step (open → acknowledged → resolved). */
export function transitionRefusal(from: IncidentStatus, to: IncidentStatus): string | null {
  if (from === 'open' && to === 'acknowledged') return null;
  if (from === 'acknowledged' && to === 'resolved') return null;
  if (to === 'open') return INCIDENT_MESSAGES.reopen;
  if (from === 'resolved') return INCIDENT_MESSAGES.alreadyResolved;
  if (from === 'open') return INCIDENT_MESSAGES.acknowledgeFirst;
  return INCIDENT_MESSAGES.alreadyAcknowledged;
}
