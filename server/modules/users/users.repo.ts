import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { accounts, profiles, savedAddresses, sessions, userRoles, users } from '#server/db/schema/auth.ts';
import type { Role } from '#domain/auth.ts';

export async function findUserIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

export interface NewUser {
  id: string;
  email: string;
  fullName: string;
  phone: string;
  passwordHash: string;
  emailVerified?: boolean;
}

export async function insertUserWithProfile(db: DbOrTx, user: NewUser, roles: Role[]) {
  await db.insert(users).values({
    id: user.id,
    email: user.email,
    name: user.fullName,
    emailVerified: user.emailVerified ?? false,
  });
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: user.id,
    providerId: 'credential',
    userId: user.id,
    password: user.passwordHash,
  });
  await db.insert(profiles).values({ userId: user.id, fullName: user.fullName, phone: user.phone });
  await db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
}

/** The signed-in user's DTO; none for a blocked account, whose sessions no longer count. */
export async function findSessionUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      fullName: profiles.fullName,
      phone: profiles.phone,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.blockedAt), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const roles = await findRoles(db, userId);
  return { ...row, fullName: row.fullName ?? '', phone: row.phone ?? '', roles };
}

export async function isBlocked(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row?.blockedAt);
}

/** False when there is no such user. */
export async function markBlocked(db: DbOrTx, userId: string, at: Date, reason: string) {
  const updated = await db
    .update(users)
    .set({ blockedAt: at, blockedReason: reason, updatedAt: at })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Ends every session of the user; returns how many there were. */
export async function deleteSessionsOf(db: DbOrTx, userId: string) {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

export async function saveProfile(db: DbOrTx, userId: string, profile: { fullName: string; phone: string }) {
  const now = new Date();
  const updated = await db
    .update(profiles)
    .set({ fullName: profile.fullName, phone: profile.phone, updatedAt: now })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) return false;
  await db.update(users).set({ name: profile.fullName, updatedAt: now }).where(eq(users.id, userId));
  return true;
}

/**
 * A live session with its user's block flag and roles, in one query: all the session middleware reads per request.
 */
const liveSessionBy = (db: DbOrTx, match: ReturnType<typeof eq>) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      blockedAt: users.blockedAt,
      roles: sql<
        Role[]
      >`coalesce(array_agg(${userRoles.role}::text) filter (where ${userRoles.role} is not null), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .where(and(match, gt(sessions.expiresAt, sql`now()`)))
    .groupBy(sessions.id, users.id);

export async function findLiveSession(db: DbOrTx, token: string) {
  const [row] = await liveSessionBy(db, eq(sessions.token, token));
  return row ?? null;
}

/** The same, by the session's id: what an open realtime socket re-reads when its account's access changes. */
export async function findLiveSessionById(db: DbOrTx, sessionId: string) {
  const [row] = await liveSessionBy(db, eq(sessions.id, sessionId));
  return row ?? null;
}

export async function findRoles(db: DbOrTx, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role);
}

export async function listSavedAddresses(db: DbOrTx, userId: string) {
  return db
    .select({
      id: savedAddresses.id,
      label: savedAddresses.label,
      street: savedAddresses.street,
      apartment: savedAddresses.apartment,
      zip: savedAddresses.zip,
      borough: savedAddresses.borough,
      isDefault: savedAddresses.isDefault,
    })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(asc(savedAddresses.createdAt), asc(savedAddresses.id));
}

/** Saves a delivery address unless the same street, apartment and ZIP is already saved; labels stay unique. */
export async function saveAddress(
  db: DbOrTx,
  userId: string,
  address: { street: string; apartment: string | null; zip: string; borough: string },
) {
  const existing = await listSavedAddresses(db, userId);
  const same = existing.find(
    (a) =>
      a.street.toLowerCase() === address.street.toLowerCase() &&
      (a.apartment ?? '') === (address.apartment ?? '') &&
      a.zip === address.zip,
  );
  if (same) return;
  const labels = new Set(existing.map((a) => a.label));
  let label = existing.length === 0 ? 'Home' : `Address ${existing.length + 1}`;
  for (let n = existing.length + 2; labels.has(label); n += 1) label = `Address ${n}`;
  const isDefault = !existing.some((a) => a.isDefault);
  await db.insert(savedAddresses).values({ userId, label, ...address, isDefault });
}

/** The user's addresses, newest first, locked until the transaction ends. */
export async function lockSavedAddresses(tx: DbOrTx, userId: string) {
  return tx
    .select({
      id: savedAddresses.id,
      userId: savedAddresses.userId,
      isDefault: savedAddresses.isDefault,
      createdAt: savedAddresses.createdAt,
    })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id))
    .for('update');
}

export async function deleteSavedAddress(db: DbOrTx, userId: string, addressId: string) {
  await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)));
}

/** Marks one address as the default and every other address of the user as not. */
export async function setDefaultAddress(db: DbOrTx, userId: string, addressId: string) {
  await db
    .update(savedAddresses)
    .set({ isDefault: sql`${savedAddresses.id} = ${addressId}`, updatedAt: new Date() })
    .where(eq(savedAddresses.userId, userId));
}

/** Ends one session. */
export async function deleteSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Marks the address confirmed when the account still has it; false when there is no such account and address. */
export async function markEmailVerified(tx: DbOrTx, userId: string, email: string) {
  const updated = await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The account that has proved it owns this address (any case), if any. */
export async function findVerifiedUserIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        eq(users.emailVerified, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The date of birth kept on the account, if a checkout has kept one. */
export async function findBirthDate(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ birthDate: profiles.birthDate })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.birthDate ?? null;
}

/** Keeps the date of birth unless the account already has one. */
export async function keepBirthDate(db: DbOrTx, userId: string, birthDate: string) {
  await db
    .update(profiles)
    .set({ birthDate, updatedAt: new Date() })
    .where(and(eq(profiles.userId, userId), isNull(profiles.birthDate)));
}

export interface AddressFields {
  label: string;
  street: string;
  apartment: string | null;
  zip: string;
  borough: string;
}

/** A new address from the account page; returns its id. */
export async function insertSavedAddress(
  db: DbOrTx,
  userId: string,
  address: AddressFields,
  isDefault: boolean,
) {
  const [row] = await db
    .insert(savedAddresses)
    .values({ userId, ...address, isDefault })
    .returning({ id: savedAddresses.id });
  return row!.id;
}

export async function updateSavedAddress(
  db: DbOrTx,
  userId: string,
  addressId: string,
  address: AddressFields,
) {
  await db
    .update(savedAddresses)
    .set({ ...address, updatedAt: new Date() })
    .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)));
}
