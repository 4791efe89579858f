import { and, eq, isNull } from 'drizzle-orm';
import { applicationRows } from '#server/db/applications.ts';
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

const applications = applicationRows(courierApplications);
export const lockApplication = applications.lock;
export const decideApplication = applications.decide;
