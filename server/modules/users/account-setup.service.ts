import { createHash, randomBytes } from 'node:crypto';
import { SET_PASSWORD_MESSAGES, type SetPasswordInput } from '#domain/account/set-password.ts';
import { findRoles } from './users.repo.ts';
import { ADMIN_COURIER_MESSAGES } from '#domain/admin/couriers-schemas.ts';
import type { Role } from '#domain/auth.ts';
import { SESSIONS_TOPIC } from '#domain/realtime.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { hashSecret } from '#server/lib/secret-hash.ts';
import {
  accountNameAndEmail,
  addRole,
  consumeSetupToken,
  findAccountByEmail,
  insertAccountWithoutPassword,
  insertSetupToken,
  setCredential,
} from './account-setup.repo.ts';
import { passwordProblem } from './password-policy.ts';
import { deleteSessionsOf } from './users.repo.ts';

/** A set-password link is valid for 72 hours, once. */
export const SETUP_LINK_HOURS = 72;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AccountSetupDeps {
  db: Db;
  bus: Pick<EventBus, 'publish'>;
  publicUrl: string;
  now(): Date;
}

/**
 * Accounts staff give a role to (an approved courier): link the account with that e-mail or create one without a
 * password, and the single-use link that sets it. Only the token's SHA-256 is stored.
 */
export function createAccountSetup({ db, bus, publicUrl, now }: AccountSetupDeps) {
  /** In the caller's transaction: the account with this e-mail gets `role`, or a new one is made with it. */
  async function linkOrCreate(
    tx: DbOrTx,
    person: { email: string; fullName: string; phone: string },
    role: Role,
  ) {
    const existing = await findAccountByEmail(tx, person.email);
    if (existing) {
      if (existing.blockedAt)
        throw new AppError(409, 'account_blocked', ADMIN_COURIER_MESSAGES.accountBlocked);
      await addRole(tx, existing.id, role);
      return { userId: existing.id, created: false };
    }
    const id = crypto.randomUUID();
    await insertAccountWithoutPassword(tx, { id, ...person, email: person.email.toLowerCase() }, [
      'customer',
      role,
    ]);
    return { userId: id, created: true };
  }

  /** In the caller's transaction: a new single-use link for the account; the raw token is only in the URL. */
  async function setupLink(tx: DbOrTx, userId: string) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + SETUP_LINK_HOURS * 3_600_000);
    await insertSetupToken(tx, userId, digest(token), expiresAt);
    return `${publicUrl}/set-password?token=${encodeURIComponent(token)}`;
  }

  /** Uses the link once: the password must meet the store's policy; the token is spent only on success. */
  async function setPassword(input: Omit<SetPasswordInput, 'confirmPassword'>) {
    const invalid = new AppError(400, 'invalid_link', SET_PASSWORD_MESSAGES.invalidLink);
    const passwordHash = await hashSecret(input.password);
    const at = now();
    const roles = await db.transaction(async (tx) => {
      const userId = await consumeSetupToken(tx, digest(input.token), at);
      if (!userId) throw invalid;
      const account = await accountNameAndEmail(tx, userId);
      if (!account) throw invalid;
      const problem = passwordProblem(input.password, { email: account.email, fullName: account.name });
      if (problem) throw new AppError(400, 'validation_error', problem, { password: problem });
      await setCredential(tx, userId, passwordHash, at);
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'user.password_set',
        targetType: 'user',
        targetId: userId,
        details: { via: 'setup_link' },
      });
      return findRoles(tx, userId);
    });
    if (roles.includes('courier'))
      return { message: SET_PASSWORD_MESSAGES.passwordSet, app: 'courier' as const };
    if (roles.includes('merchant')) {
      return { message: SET_PASSWORD_MESSAGES.passwordSetMerchant, app: 'merchant' as const };
    }
    return { message: SET_PASSWORD_MESSAGES.passwordSetStore, app: 'store' as const };
  }

  /** In the caller's transaction: ends every session of the account; call `sessionsEnded` after commit. */
  const endSessions = (tx: DbOrTx, userId: string) => deleteSessionsOf(tx, userId);

  const sessionsEnded = (userId: string) =>
    bus.publish(SESSIONS_TOPIC, { kind: 'sessions.ended', userId, sessionId: null, at: now().toISOString() });

  return { linkOrCreate, setupLink, setPassword, endSessions, sessionsEnded };
}
export type AccountSetup = ReturnType<typeof createAccountSetup>;
