import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  accounts,
  passwordResetTokens,
  passwordSetupTokens,
  profiles,
  savedAddresses,
  sessions,
  userDevices,
  userRoles,
  users,
} from '#server/db/schema/auth.ts';

/** The account's password hash, for the checks that ask for it again (deleting the account). */
export async function findPasswordHash(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .limit(1);
  return row?.password ?? null;
}

/** The address a deleted account's row carries instead of the owner's: unique, and never deliverable. */
export const erasedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Erases what the users module holds about an account and keeps its row, scrubbed, for the orders and audit rows
 * that point at it. Returns how many sessions and saved addresses went.
 */
export async function eraseAccount(tx: DbOrTx, userId: string, at: Date) {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  const addresses = await tx
    .delete(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .returning({ id: savedAddresses.id });
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(profiles).where(eq(profiles.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.delete(userDevices).where(eq(userDevices.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(passwordSetupTokens).where(eq(passwordSetupTokens.userId, userId));
  await tx
    .update(users)
    .set({
      name: 'Deleted account',
      email: erasedEmail(userId),
      emailVerified: false,
      image: null,
      deletedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  return { sessions: ended.length, addresses: addresses.length };
}

/** Ends every session of the account but `keep`; returns the ended sessions' ids. */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keep: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return ended.map((r) => r.id);
}
