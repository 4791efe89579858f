import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { merchants } from '#server/db/schema/catalog.ts';
import { merchantMembers } from '#server/db/schema/merchants.ts';

// The staff screen's read model: the shop's people with their accounts.

const columns = {
  userId: merchantMembers.userId,
  role: merchantMembers.role,
  name: users.name,
  email: users.email,
  since: merchantMembers.createdAt,
};

/** The shop's people, the owner first, then by when they joined. */
export function shopPeople(db: DbOrTx, shopId: string) {
  return db
    .select(columns)
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(eq(merchantMembers.merchantId, shopId))
    .orderBy(asc(merchantMembers.role), asc(merchantMembers.createdAt), asc(users.name));
}

/** One person of the shop; null when they do not work there (whatever other shop they work for). */
export async function shopPerson(db: DbOrTx, shopId: string, userId: string) {
  const [row] = await db
    .select(columns)
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(and(eq(merchantMembers.merchantId, shopId), eq(merchantMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The shop's name, as its staff invitation shows it. */
export async function shopNameOf(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, shopId))
    .limit(1);
  return row?.name ?? '';
}
