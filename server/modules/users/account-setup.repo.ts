import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '#domain/auth.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { accounts, passwordSetupTokens, profiles, userRoles, users } from '#server/db/schema/auth.ts';

// Accounts made by staff (an approved courier) and their single-use set-password links.

export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** A user with a profile and roles but no credential: nobody can sign in until a password is set. */
export async function insertAccountWithoutPassword(
  db: DbOrTx,
  user: { id: string; email: string; fullName: string; phone: string },
  roles: Role[],
) {
  await db.insert(users).values({ id: user.id, email: user.email, name: user.fullName });
  await db.insert(profiles).values({ userId: user.id, fullName: user.fullName, phone: user.phone });
  await db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
}

export async function addRole(db: DbOrTx, userId: string, role: Role) {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function insertSetupToken(db: DbOrTx, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordSetupTokens).values({ tokenHash, userId, expiresAt });
}

/** Marks the token used if it is unused and unexpired; the user it was for, or null. */
export async function consumeSetupToken(db: DbOrTx, tokenHash: string, at: Date) {
  const [row] = await db
    .update(passwordSetupTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordSetupTokens.tokenHash, tokenHash),
        isNull(passwordSetupTokens.usedAt),
        gt(passwordSetupTokens.expiresAt, at),
      ),
    )
    .returning({ userId: passwordSetupTokens.userId });
  return row?.userId ?? null;
}

/** Sets (or replaces) the account's password credential and confirms its e-mail (the link proved it). */
export async function setCredential(db: DbOrTx, userId: string, passwordHash: string, at: Date) {
  const updated = await db
    .update(accounts)
    .set({ password: passwordHash, updatedAt: at })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await db.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
  }
  await db.update(users).set({ emailVerified: true, updatedAt: at }).where(eq(users.id, userId));
}

export async function accountNameAndEmail(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
