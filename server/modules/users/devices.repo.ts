import { and, eq, sql } from 'drizzle-orm';
import type { TrackAccess } from '#domain/account/track-access.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { blockedDevices, userDevices } from '#server/db/schema/auth.ts';

/** Records one sighting of the device on the user's account: the first one inserts, the next ones count. */
export async function recordDevice(db: DbOrTx, userId: string, device: TrackAccess, ip: string | null) {
  const { deviceId, ...seen } = device;
  await db
    .insert(userDevices)
    .values({ userId, deviceId, ...seen, lastIp: ip })
    .onConflictDoUpdate({
      target: [userDevices.userId, userDevices.deviceId],
      set: {
        ...seen,
        lastIp: ip,
        lastSeenAt: sql`now()`,
        timesSeen: sql`${userDevices.timesSeen} + 1`,
      },
    });
}

export async function isDeviceBlocked(db: DbOrTx, deviceId: string) {
  const [row] = await db
    .select({ deviceId: blockedDevices.deviceId })
    .from(blockedDevices)
    .where(eq(blockedDevices.deviceId, deviceId))
    .limit(1);
  return Boolean(row);
}

export async function hasDevice(db: DbOrTx, userId: string, deviceId: string) {
  const [row] = await db
    .select({ deviceId: userDevices.deviceId })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceId)))
    .limit(1);
  return Boolean(row);
}

/** False when the device was blocked already. */
export async function insertBlockedDevice(
  db: DbOrTx,
  deviceId: string,
  blockedBy: string,
  reason: string | null,
) {
  const rows = await db
    .insert(blockedDevices)
    .values({ deviceId, blockedBy, reason })
    .onConflictDoNothing()
    .returning({ deviceId: blockedDevices.deviceId });
  return rows.length > 0;
}

/** False when the device was not blocked. */
export async function deleteBlockedDevice(db: DbOrTx, deviceId: string) {
  const rows = await db
    .delete(blockedDevices)
    .where(eq(blockedDevices.deviceId, deviceId))
    .returning({ deviceId: blockedDevices.deviceId });
  return rows.length > 0;
}

/** For the risk score: how many devices this account was seen on, and how many accounts this device was seen on. */
export async function deviceCounts(db: DbOrTx, userId: string | null, deviceId: string | null) {
  const [row] = await db
    .select({
      devicesOnAccount: sql<number>`(select count(*) from ${userDevices} where ${userDevices.userId} = ${userId})::int`,
      accountsOnDevice: sql<number>`(select count(*) from ${userDevices} where ${userDevices.deviceId} = ${deviceId})::int`,
    })
    .from(sql`(select 1) as one`);
  return { devicesOnAccount: row?.devicesOnAccount ?? 0, accountsOnDevice: row?.accountsOnDevice ?? 0 };
}
