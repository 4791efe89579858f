import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { userDevices, users } from '#server/db/schema/auth.ts';
import { orders } from '#server/db/schema/orders.ts';

// What entering and the order bonus read from other modules' tables: an account's devices and age, an order's
// customer. Reads only.

/** The devices an account was seen on (user_devices). */
export async function devicesOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ deviceId: userDevices.deviceId })
    .from(userDevices)
    .where(eq(userDevices.userId, userId));
  return rows.map((r) => r.deviceId);
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
