import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '#domain/auth.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { sessions, userRoles, users } from '#server/db/schema/auth.ts';

/** The user's block state and roles, the row locked until the transaction ends; null when there is no such user. */
export async function lockUserState(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, blockedAt: users.blockedAt, blockedReason: users.blockedReason })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) return null;
  const roles = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return { ...row, roles: roles.map((r) => r.role) };
}

export async function clearBlocked(tx: DbOrTx, userId: string) {
  await tx
    .update(users)
    .set({ blockedAt: null, blockedReason: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function addRole(tx: DbOrTx, userId: string, role: Role) {
  await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function removeRole(tx: DbOrTx, userId: string, role: Role) {
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

export async function countSessions(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}
