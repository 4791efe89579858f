import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { couriers } from '#server/db/schema/couriers.ts';
import type { CourierRow } from './couriers.repo.ts';

// Read model of the couriers module: a courier with the account's e-mail (the users module's table). Reads only.

export type CourierWithEmail = CourierRow & { email: string };

/** With `lock`, only the courier's own row is locked (`for update of couriers`). */
export async function findCourierByUser(db: DbOrTx, userId: string, lock = false) {
  const query = db
    .select({ courier: couriers, email: users.email })
    .from(couriers)
    .innerJoin(users, eq(users.id, couriers.userId))
    .where(eq(couriers.userId, userId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: couriers }) : await query;
  return row ? { ...row.courier, email: row.email } : null;
}
