import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { profiles, userDevices, users } from '#server/db/schema/auth.ts';
import { orders } from '#server/db/schema/orders.ts';

// What entering, referrals and the order bonus read from other modules' tables: an account's devices, age and
// identity, an order's customer. Reads only.

/** The devices an account was seen on (user_devices). */
export async function devicesOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ deviceId: userDevices.deviceId })
    .from(userDevices)
    .where(eq(userDevices.userId, userId));
  return rows.map((r) => r.deviceId);
}

export interface AccountIdentity {
  emailVerified: boolean;
  phone: string | null;
  /** Device ids the account reported, and the addresses the server last saw each from. */
  devices: string[];
  ips: string[];
}

/** What tells one person from another for a referral: confirmation, phone, devices and their addresses. */
export async function identityOf(db: DbOrTx, userId: string): Promise<AccountIdentity> {
  const [person] = await db
    .select({ emailVerified: users.emailVerified, phone: profiles.phone })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const seen = await db
    .select({ deviceId: userDevices.deviceId, lastIp: userDevices.lastIp })
    .from(userDevices)
    .where(eq(userDevices.userId, userId));
  return {
    emailVerified: person?.emailVerified ?? false,
    phone: person?.phone ?? null,
    devices: seen.map((d) => d.deviceId),
    ips: seen.flatMap((d) => (d.lastIp ? [d.lastIp] : [])),
  };
}

export async function accountCreatedAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.at ?? null;
}

export async function orderCustomer(db: DbOrTx, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.userId ?? null;
}
