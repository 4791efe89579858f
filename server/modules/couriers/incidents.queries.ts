import { and, desc, eq, gt, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AdminIncident, IncidentListQuery, IncidentTrailEntry } from '#domain/admin/safety.ts';
import { URGENT_CATEGORIES } from '#domain/couriers/incidents.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { afterKey, decodeCursor, MS_INSTANT, pageOf, UUID } from '#server/db/keyset.ts';
import { users } from '#server/db/schema/auth.ts';
import { courierIncidentNotes, courierIncidents, couriers } from '#server/db/schema/couriers.ts';
import { orders } from '#server/db/schema/orders.ts';

// Read model of delivery safety: incidents with their courier and order, for the courier and for staff. Reads only.

const columns = {
  incident: courierIncidents,
  courierName: couriers.fullName,
  courierPhone: couriers.phone,
  orderNumber: orders.orderNumber,
};
type Row = {
  incident: typeof courierIncidents.$inferSelect;
  courierName: string;
  courierPhone: string;
  orderNumber: string | null;
};

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(courierIncidents)
    .innerJoin(couriers, eq(couriers.id, courierIncidents.courierId))
    .leftJoin(orders, eq(orders.id, courierIncidents.orderId));

export function toAdminIncident({ incident: i, courierName, courierPhone, orderNumber }: Row): AdminIncident {
  return {
    id: i.id,
    category: i.category,
    status: i.status,
    notes: i.notes,
    courier: { id: i.courierId, name: courierName, phone: courierPhone },
    order: i.orderId && orderNumber ? { id: i.orderId, number: orderNumber } : null,
    position:
      i.lat !== null && i.lng !== null
        ? { lat: i.lat, lng: i.lng, source: i.positionSource ?? 'last_known' }
        : null,
    reportedAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

/**
 * Newest first, one keyset page on (created_at, id): each filter has its index (courier_incidents_status_created_idx,
 * _category_created_idx, _created_idx). Report times are stored at millisecond precision, so the cursor is exact.
 */
export async function incidentsPage(db: DbOrTx, q: IncidentListQuery) {
  const where: (SQL | undefined)[] = [];
  if (q.status) where.push(eq(courierIncidents.status, q.status));
  if (q.category) where.push(eq(courierIncidents.category, q.category));
  if (q.from) where.push(gte(courierIncidents.createdAt, new Date(q.from)));
  if (q.to) where.push(lt(courierIncidents.createdAt, new Date(q.to)));
  const after = q.cursor ? decodeCursor(q.cursor, [MS_INSTANT, UUID]) : null;
  if (after) where.push(afterKey([courierIncidents.createdAt, courierIncidents.id], after, 'desc'));
  const rows = await base(db)
    .where(and(...where))
    .orderBy(desc(courierIncidents.createdAt), desc(courierIncidents.id))
    .limit(q.limit + 1);
  const { rows: page, nextCursor } = pageOf(rows, q.limit, ({ incident }) => [
    incident.createdAt.toISOString(),
    incident.id,
  ]);
  return { incidents: page.map(toAdminIncident), nextCursor };
}

export async function incidentById(db: DbOrTx, id: string) {
  const [row] = await base(db).where(eq(courierIncidents.id, id)).limit(1);
  return row ? toAdminIncident(row) : null;
}

/** Open theft/robbery and vehicle accidents: what the dashboard and the live map alert on. */
export async function openUrgentIncidents(db: DbOrTx) {
  const rows = await base(db)
    .where(
      and(eq(courierIncidents.status, 'open'), inArray(courierIncidents.category, [...URGENT_CATEGORIES])),
    )
    .orderBy(desc(courierIncidents.createdAt), desc(courierIncidents.id))
    .limit(50);
  return rows.map(toAdminIncident);
}

export async function incidentsOfCourier(db: DbOrTx, courierId: string, limit = 50) {
  const rows = await base(db)
    .where(eq(courierIncidents.courierId, courierId))
    .orderBy(desc(courierIncidents.createdAt), desc(courierIncidents.id))
    .limit(limit);
  return rows.map(toAdminIncident);
}

export async function incidentTrail(db: DbOrTx, incidentId: string): Promise<IncidentTrailEntry[]> {
  const rows = await db
    .select({
      id: courierIncidentNotes.id,
      from: courierIncidentNotes.fromStatus,
      to: courierIncidentNotes.toStatus,
      note: courierIncidentNotes.note,
      byId: users.id,
      byName: users.name,
      at: courierIncidentNotes.createdAt,
    })
    .from(courierIncidentNotes)
    .leftJoin(users, eq(users.id, courierIncidentNotes.authorUserId))
    .where(eq(courierIncidentNotes.incidentId, incidentId))
    .orderBy(courierIncidentNotes.id);
  return rows.map((r) => ({
    id: r.id,
    from: r.from,
    to: r.to,
    note: r.note,
    by: r.byId ? { id: r.byId, name: r.byName ?? '' } : null,
    at: r.at.toISOString(),
  }));
}

const HELD = ['ready', 'in_transit'] as const;

/**
 * The deliveries a courier may name in a report: what they hold now, and what they delivered or took back since
 * `since`. Same-day orders are never held for a week, so the range on orders_courier_created_idx stays small however
 * long the courier's history.
 */
export async function attachableOrders(db: DbOrTx, courierUserId: string, since: Date) {
  const weekBefore = new Date(since.getTime() - 6 * 24 * 3_600_000);
  return db
    .select({ id: orders.id, number: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.courierUserId, courierUserId),
        gt(orders.createdAt, weekBefore),
        or(inArray(orders.status, [...HELD]), gt(orders.updatedAt, since)),
      ),
    )
    .orderBy(desc(orders.updatedAt))
    .limit(20);
}
