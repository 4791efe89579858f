import { APIError } from 'better-auth/api';
import { ACCOUNT_SECURITY_MESSAGES as M } from '#domain/account/account-security.ts';
import type { SessionUser } from '#domain/auth.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { Actor } from '#server/lib/actor.ts';
import { auditOrigin } from '#server/lib/actor.ts';
import { verifySecret } from '#server/lib/secret-hash.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { queueNotification, type Notifier } from '#server/modules/notifications/notifications.service.ts';
import type { Auth } from './auth.ts';
import { deleteOtherSessions, eraseAccount, findPasswordHash } from './account-erasure.repo.ts';
import { passwordProblem } from './password-policy.ts';
import { findSessionUser } from './users.repo.ts';

export interface AccountSecurityDeps {
  db: Db;
  auth: Auth;
  notifier: Notifier;
  /** The sign-up confirmation e-mail for this account. */
  confirmationEmail(
    userId: string,
    email: string,
    fullName: string,
  ): Promise<Parameters<typeof queueNotification>[1]>;
  /** Tells the realtime hub that sessions of the account ended (null: all of them). */
  sessionsEnded(userId: string, sessionId: string | null): Promise<unknown>;
  /** What other modules hold about the account and erase with it (cart, notification choices, chat name). */
  forgetAccount?: (tx: DbOrTx, userId: string) => Promise<void>;
}

const wrongPassword = () =>
  new AppError(400, 'wrong_password', M.wrongPassword, { currentPassword: M.wrongPassword });

/** The account page's password change, confirmation resend and account deletion. */
export function createAccountSecurity(deps: AccountSecurityDeps) {
  const { db, auth } = deps;

  async function requireUser(userId: string): Promise<SessionUser> {
    const user = await findSessionUser(db, userId);
    if (!user) throw notFound('Account not found');
    return user;
  }

  /**
   * better-auth checks the current password and stores the new one; then every other session of the account ends
   * and their open sockets close. This browser stays signed in. (better-auth's own `revokeOtherSessions` opens the
   * new session inside its transaction, where the session hook's block check would wait on that transaction.)
   */
  async function changePassword(
    session: { userId: string; sessionId: string },
    input: { currentPassword: string; newPassword: string },
    headers: Headers,
  ): Promise<void> {
    const { userId } = session;
    const user = await requireUser(userId);
    const problem = passwordProblem(input.newPassword, { email: user.email, fullName: user.fullName });
    if (problem) throw new AppError(400, 'validation_error', problem, { newPassword: problem });
    let response: Response;
    try {
      response = await auth.api.changePassword({
        body: { ...input, revokeOtherSessions: false },
        headers,
        asResponse: true,
      });
    } catch (error) {
      if (error instanceof APIError && error.statusCode < 500) throw wrongPassword();
      throw error;
    }
    if (!response.ok) throw wrongPassword();
    const ended = await deleteOtherSessions(db, userId, session.sessionId);
    for (const sessionId of ended) await deps.sessionsEnded(userId, sessionId);
  }

  /** A new confirmation link for an account whose address is not confirmed yet. */
  async function resendConfirmation(userId: string): Promise<void> {
    const user = await requireUser(userId);
    if (user.emailVerified) throw new AppError(409, 'already_confirmed', M.alreadyConfirmed);
    const message = await deps.confirmationEmail(user.id, user.email, user.fullName);
    await queueNotification(db, message);
    void deps.notifier.flush();
  }

  /**
   * Deletes the account in one transaction once its password is given again: profile, addresses, password,
   * sessions and other modules' personal data go; the row stays scrubbed, so the orders the law keeps (with their
   * tax and ID-check records) and the audit log still point at something. Staff accounts are closed by an admin.
   */
  async function deleteAccount(actor: Actor, password: string): Promise<void> {
    const userId = actor.userId;
    const at = new Date();
    await db.transaction(async (tx) => {
      const user = await findSessionUser(tx, userId);
      if (!user) throw notFound('Account not found');
      const hash = await findPasswordHash(tx, userId);
      if (!hash || !(await verifySecret(hash, password))) {
        throw new AppError(400, 'wrong_password', M.wrongPassword, { password: M.wrongPassword });
      }
      if (user.roles.some((role) => role !== 'customer')) {
        throw new AppError(409, 'staff_account', 'A staff account is closed by an admin, not from this page');
      }
      const erased = await eraseAccount(tx, userId, at);
      await deps.forgetAccount?.(tx, userId);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'user.deleted',
        targetType: 'user',
        targetId: userId,
        before: { deletedAt: null },
        after: { deletedAt: at.toISOString() },
        details: { sessionsEnded: erased.sessions, addressesErased: erased.addresses, byOwner: true },
      });
    });
    await deps.sessionsEnded(userId, null);
  }

  return { changePassword, resendConfirmation, deleteAccount };
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
