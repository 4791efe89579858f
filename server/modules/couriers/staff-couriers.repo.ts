import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { courierApplications, courierShifts } from '#server/db/schema/couriers.ts';

/** Opens a shift unless one is open already. */
export async function openShift(db: DbOrTx, courierId: string, at: Date) {
  await db.insert(courierShifts).values({ courierId, startedAt: at }).onConflictDoNothing();
}

export async function closeShift(db: DbOrTx, courierId: string, at: Date) {
  await db
    .update(courierShifts)
    .set({ endedAt: at })
    .where(and(eq(courierShifts.courierId, courierId), isNull(courierShifts.endedAt)));
}

/** The application's row, locked until the decision commits. */
export async function lockApplication(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(courierApplications)
    .where(eq(courierApplications.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Decides a pending application; false when it was decided meanwhile. */
export async function decideApplication(
  db: DbOrTx,
  id: string,
  decision: {
    status: 'approved' | 'rejected';
    decidedAt: Date;
    decidedByUserId: string;
    rejectionReason?: string;
    userId?: string;
  },
) {
  const rows = await db
    .update(courierApplications)
    .set({ ...decision, updatedAt: sql`now()` })
    .where(and(eq(courierApplications.id, id), eq(courierApplications.status, 'pending')))
    .returning({ id: courierApplications.id });
  return rows.length === 1;
}
