import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { accounts, users } from '#server/db/schema/auth.ts';
import { merchantMembers } from '#server/db/schema/merchants.ts';

// The staff screen's read model: the shop's people with their accounts.

const columns = {
  userId: merchantMembers.userId,
  role: merchantMembers.role,
  name: users.name,
  email: users.email,
  since: merchantMembers.createdAt,
  /** Invited and the set-password link not used yet: the account has no password. */
  pending: sql<boolean>`not exists (select 1 from ${accounts} a
    where a.user_id = ${users.id} and a.provider_id = 'credential' and a.password is not null)`,
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
