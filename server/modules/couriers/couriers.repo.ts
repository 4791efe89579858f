import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  courierApplications,
  courierLocations,
  courierUnlocks,
  couriers,
} from '#server/db/schema/couriers.ts';

export type CourierRow = typeof couriers.$inferSelect;

/** A courier's position as a follower sees it: never the PIN hash or contact details. */
const positionColumns = {
  userId: couriers.userId,
  currentLat: couriers.currentLat,
  currentLng: couriers.currentLng,
  locationUpdatedAt: couriers.locationUpdatedAt,
  vehicleType: couriers.vehicleType,
};
export type CourierPositionRow = Pick<CourierRow, keyof typeof positionColumns>;

export async function updateCourier(db: DbOrTx, id: string, values: Partial<typeof couriers.$inferInsert>) {
  const [row] = await db
    .update(couriers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(couriers.id, id))
    .returning();
  return row!;
}

export async function insertCourier(db: DbOrTx, values: typeof couriers.$inferInsert) {
  const [row] = await db.insert(couriers).values(values).returning();
  return row!;
}

/** Counts one wrong PIN; the fifth within the window locks PIN entry until `lockUntil`. */
export async function recordPinFailure(db: DbOrTx, id: string, maxFailures: number, lockUntil: Date) {
  const [row] = await db
    .update(couriers)
    .set({
      pinFailedAttempts: sql`${couriers.pinFailedAttempts} + 1`,
      pinLockedUntil: sql`case when ${couriers.pinFailedAttempts} + 1 >= ${maxFailures}
                            then ${lockUntil.toISOString()}::timestamptz else ${couriers.pinLockedUntil} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(couriers.id, id))
    .returning({ failures: couriers.pinFailedAttempts, lockedUntil: couriers.pinLockedUntil });
  return row!;
}

export async function unlockSession(db: DbOrTx, sessionId: string, courierId: string, at: Date) {
  await db
    .insert(courierUnlocks)
    .values({ sessionId, courierId, lastSeenAt: at })
    .onConflictDoUpdate({ target: courierUnlocks.sessionId, set: { courierId, lastSeenAt: at } });
}

export async function lockSessions(db: DbOrTx, courierId: string, sessionId?: string) {
  await db
    .delete(courierUnlocks)
    .where(
      sessionId
        ? and(eq(courierUnlocks.courierId, courierId), eq(courierUnlocks.sessionId, sessionId))
        : eq(courierUnlocks.courierId, courierId),
    );
}

/** Keeps the session unlocked if it was used since `idleSince`; false when it is locked. */
export async function touchUnlock(
  db: DbOrTx,
  sessionId: string,
  courierId: string,
  idleSince: Date,
  at: Date,
) {
  const rows = await db
    .update(courierUnlocks)
    .set({ lastSeenAt: at })
    .where(
      and(
        eq(courierUnlocks.sessionId, sessionId),
        eq(courierUnlocks.courierId, courierId),
        gt(courierUnlocks.lastSeenAt, idleSince),
      ),
    )
    .returning({ sessionId: courierUnlocks.sessionId });
  return rows.length === 1;
}

export async function isUnlocked(db: DbOrTx, sessionId: string, courierId: string, idleSince: Date) {
  const [row] = await db
    .select({ sessionId: courierUnlocks.sessionId })
    .from(courierUnlocks)
    .where(
      and(
        eq(courierUnlocks.sessionId, sessionId),
        eq(courierUnlocks.courierId, courierId),
        gt(courierUnlocks.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Stores the position unless the last one is under a second old (one update per second per courier). */
export async function moveCourier(db: DbOrTx, id: string, lat: number, lng: number, at: Date) {
  const oneSecondAgo = new Date(at.getTime() - 1000);
  const [row] = await db
    .update(couriers)
    .set({ currentLat: lat, currentLng: lng, locationUpdatedAt: at })
    .where(
      and(
        eq(couriers.id, id),
        or(isNull(couriers.locationUpdatedAt), lte(couriers.locationUpdatedAt, oneSecondAgo)),
      ),
    )
    .returning(positionColumns);
  return row ?? null;
}

export async function addBreadcrumb(
  db: DbOrTx,
  crumb: { courierId: string; lat: number; lng: number; accuracy: number | null; recordedAt: Date },
) {
  await db.insert(courierLocations).values(crumb);
}

/** The courier as a customer following an order may know them: position, vehicle and the name to cut to its first word. */
export async function courierCardOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ ...positionColumns, fullName: couriers.fullName })
    .from(couriers)
    .where(eq(couriers.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function courierPositionOf(db: DbOrTx, userId: string): Promise<CourierPositionRow | null> {
  const [row] = await db.select(positionColumns).from(couriers).where(eq(couriers.userId, userId)).limit(1);
  return row ?? null;
}

/** Fails with a unique violation when the e-mail or phone already has a pending application. */
export async function insertApplication(db: DbOrTx, values: typeof courierApplications.$inferInsert) {
  await db.insert(courierApplications).values(values);
}
