import type { AdminIncident, IncidentListQuery, RefusalQuery } from '#domain/admin/safety.ts';
import type { CourierIncident, CourierIncidentsResponse } from '#domain/couriers/incident-views.ts';
import {
  INCIDENT_MESSAGES,
  isUrgent,
  transitionRefusal,
  type IncidentStatusChange,
  type ReportIncident,
} from '#domain/couriers/incidents.ts';
import { INCIDENTS_TOPIC } from '#domain/realtime.ts';
import type { Actor } from '#server/lib/actor.ts';
import { auditOrigin } from '#server/lib/actor.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { CouriersDeps } from './couriers.deps.ts';
import type { CourierWithEmail } from './couriers.queries.ts';
import { insertIncident, insertIncidentNote, lockIncident, moveIncident } from './incidents.repo.ts';
import {
  attachableOrders,
  incidentById,
  incidentsOfCourier,
  incidentsPage,
  incidentTrail,
  openUrgentIncidents,
} from './incidents.queries.ts';
import { refusalsPage } from './refusals.queries.ts';

/** A delivery named in a report must be the courier's own: held now, or finished within this window. */
const RECENT_HOURS = 24;

const toCourierIncident = (i: AdminIncident): CourierIncident => ({
  id: i.id,
  category: i.category,
  status: i.status,
  notes: i.notes,
  order: i.order,
  position: i.position,
  reportedAt: i.reportedAt,
});

/** Delivery safety: couriers report incidents; staff follow them open → acknowledged → resolved. */
export function createIncidents({ db, bus, now }: Pick<CouriersDeps, 'db' | 'bus' | 'now'>) {
  const since = () => new Date(now().getTime() - RECENT_HOURS * 3_600_000);
  const orderChoices = (courier: CourierWithEmail) => attachableOrders(db, courier.userId, since());

  async function report(courier: CourierWithEmail, input: ReportIncident, actor: Actor) {
    if (input.orderId && !(await orderChoices(courier)).some((o) => o.id === input.orderId)) {
      throw new AppError(422, 'order_not_yours', INCIDENT_MESSAGES.orderNotYours, {
        orderId: INCIDENT_MESSAGES.orderNotYours,
      });
    }
    const device = input.lat !== undefined && input.lng !== undefined;
    const known = courier.currentLat !== null && courier.currentLng !== null;
    const at = now();
    const created = await db.transaction(async (tx) => {
      const row = await insertIncident(tx, {
        courierId: courier.id,
        orderId: input.orderId ?? null,
        category: input.category,
        notes: input.notes,
        lat: device ? input.lat! : known ? courier.currentLat : null,
        lng: device ? input.lng! : known ? courier.currentLng : null,
        positionSource: device ? 'device' : known ? 'last_known' : null,
        status: 'open',
        createdAt: at,
        updatedAt: at,
      });
      await insertIncidentNote(tx, {
        incidentId: row.id,
        fromStatus: null,
        toStatus: 'open',
        note: '',
        authorUserId: courier.userId,
        createdAt: at,
      });
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'incident.reported',
        targetType: 'incident',
        targetId: row.id,
        before: null,
        after: { category: row.category, status: row.status, orderId: row.orderId },
      });
      return row;
    });
    await bus.publish(INCIDENTS_TOPIC, {
      kind: 'incident.created',
      incidentId: created.id,
      category: created.category,
      urgent: isUrgent(created.category),
      at: at.toISOString(),
    });
    return toCourierIncident((await incidentById(db, created.id))!);
  }

  async function mine(courier: CourierWithEmail): Promise<CourierIncidentsResponse> {
    const [incidents, choices] = await Promise.all([
      incidentsOfCourier(db, courier.id),
      orderChoices(courier),
    ]);
    return { incidents: incidents.map(toCourierIncident), orders: choices };
  }

  async function detail(id: string) {
    const incident = await incidentById(db, id);
    if (!incident) throw notFound(INCIDENT_MESSAGES.notFound);
    return { incident, trail: await incidentTrail(db, id) };
  }

  /** One step forward with its note, audited with before and after in the same transaction. */
  async function move(id: string, change: IncidentStatusChange, actor: Actor) {
    const at = now();
    await db.transaction(async (tx) => {
      const current = await lockIncident(tx, id);
      if (!current) throw notFound(INCIDENT_MESSAGES.notFound);
      const refusal = transitionRefusal(current.status, change.to);
      if (refusal) throw conflict('incident_transition', refusal);
      const moved = await moveIncident(tx, id, current.status, change.to, at);
      if (!moved) throw conflict('incident_transition', INCIDENT_MESSAGES.alreadyAcknowledged);
      await insertIncidentNote(tx, {
        incidentId: id,
        fromStatus: current.status,
        toStatus: change.to,
        note: change.note,
        authorUserId: actor.userId,
        createdAt: at,
      });
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'incident.status',
        targetType: 'incident',
        targetId: id,
        before: { status: current.status },
        after: { status: change.to, note: change.note },
      });
    });
    await bus.publish(INCIDENTS_TOPIC, {
      kind: 'incident.status',
      incidentId: id,
      status: change.to,
      at: at.toISOString(),
    });
    return detail(id);
  }

  return {
    report,
    mine,
    detail,
    move,
    list: (query: IncidentListQuery) => incidentsPage(db, query),
    alerts: () => openUrgentIncidents(db),
    refusals: (query: RefusalQuery) => refusalsPage(db, query),
  };
}
export type Incidents = ReturnType<typeof createIncidents>;
