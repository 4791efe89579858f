import { and, eq } from 'drizzle-orm';
import type { IncidentStatus } from '#domain/couriers/incidents.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { courierIncidentNotes, courierIncidents } from '#server/db/schema/couriers.ts';

export type IncidentRow = typeof courierIncidents.$inferSelect;

export async function insertIncident(db: DbOrTx, values: typeof courierIncidents.$inferInsert) {
  const [row] = await db.insert(courierIncidents).values(values).returning();
  return row!;
}

export async function insertIncidentNote(db: DbOrTx, values: typeof courierIncidentNotes.$inferInsert) {
  await db.insert(courierIncidentNotes).values(values);
}

/** Locks the incident for a status change, so two staff moving it at once take turns. */
export async function lockIncident(db: DbOrTx, id: string): Promise<IncidentRow | null> {
  const [row] = await db.select().from(courierIncidents).where(eq(courierIncidents.id, id)).for('update');
  return row ?? null;
}

/** Moves the incident only from the status it was read in (a guarded update). */
export async function moveIncident(
  db: DbOrTx,
  id: string,
  from: IncidentStatus,
  to: IncidentStatus,
  at: Date,
) {
  const [row] = await db
    .update(courierIncidents)
    .set({ status: to, updatedAt: at })
    .where(and(eq(courierIncidents.id, id), eq(courierIncidents.status, from)))
    .returning({ id: courierIncidents.id, status: courierIncidents.status });
  return row ?? null;
}
