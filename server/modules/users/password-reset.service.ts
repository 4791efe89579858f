import { createHash, randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_MESSAGES,
  RESET_LINK_MINUTES,
  RESET_TOKEN_PATTERN,
  type PasswordResetLink,
  type ResetLinkProblem,
} from '#domain/account/password-reset.ts';
import type { SessionUser } from '#domain/auth.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Logger } from '#server/log.ts';
import { emailMessage } from '#server/modules/notifications/email/render-email.ts';
import { passwordResetEmail } from './emails/password-reset.tsx';
import { queueNotification, type Notifier } from '#server/modules/notifications/notifications.service.ts';
import { hashSecret } from '#server/lib/secret-hash.ts';
import type { AccountSetup } from './account-setup.service.ts';
import { accountNameAndEmail, findAccountByEmail, setCredential } from './account-setup.repo.ts';
import { passwordProblem } from './password-policy.ts';
import {
  consumeResetToken,
  findResetToken,
  insertResetToken,
  replaceOpenResetTokens,
} from './password-reset.repo.ts';
import type { UsersService } from './users.service.ts';
import { deleteSessionsOf } from './users.repo.ts';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PasswordResetDeps {
  db: Db;
  log: Logger;
  notifier: Notifier;
  users: Pick<UsersService, 'signIn' | 'sessionUser'>;
  /** Tells the realtime hub that every session of the account has ended. */
  accountSetup: Pick<AccountSetup, 'sessionsEnded'>;
  publicUrl: string;
  now(): Date;
  /** Runs a request's work after the answer; tests hold it to prove the answer never waits for it. */
  later?(work: () => Promise<void>): void;
}

export interface ResetOutcome {
  message: (typeof PASSWORD_RESET_MESSAGES)['done' | 'doneRestricted'];
  user: SessionUser | null;
  /** better-auth's sign-in answer, whose Set-Cookie the route passes on; null for a restricted account. */
  signIn: Response | null;
}

function resetEmail(user: { id: string; email: string; name: string }, link: string, publicUrl: string) {
  return emailMessage(
    passwordResetEmail,
    { publicUrl, name: user.name, link, validMinutes: RESET_LINK_MINUTES },
    { userId: user.id, toAddress: user.email, template: 'password-reset' },
  );
}

/**
 * Password recovery: a single-use, 30-minute link by e-mail (the same answer whether or not the address has an
 * account), then a new password that ends every session of the account and signs in on the browser that set it.
 */
export function createPasswordReset(deps: PasswordResetDeps) {
  const { db, now } = deps;
  const running = new Set<Promise<void>>();

  /**
   * Takes the request and returns at once: the account is looked up, and the link queued, after the answer, so
   * how long the answer takes tells nothing about whether the address has an account.
   */
  function request(email: string): void {
    const work = () => queueLink(email);
    if (deps.later) return deps.later(work);
    const job = work()
      .catch((error: unknown) => deps.log.error('password reset request failed', { error: String(error) }))
      .finally(() => running.delete(job));
    running.add(job);
  }

  /** Resolves once every request taken so far has done its work (shutdown, tests). */
  async function settled(): Promise<void> {
    while (running.size > 0) await Promise.all(running);
  }

  async function queueLink(email: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = digest(token);
    const at = now();
    const queued = await db.transaction(async (tx) => {
      const account = await findAccountByEmail(tx, email);
      if (!account) return false;
      await replaceOpenResetTokens(tx, account.id, at);
      await insertResetToken(tx, account.id, tokenHash, new Date(at.getTime() + RESET_LINK_MINUTES * 60_000));
      const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await queueNotification(tx, await resetEmail(account, link, deps.publicUrl));
      deps.log.info('password reset requested', { userId: account.id });
      return true;
    });
    if (queued) void deps.notifier.flush();
  }

  /** Whether the link can still be used, or why not. */
  async function check(token: string): Promise<PasswordResetLink> {
    const row = RESET_TOKEN_PATTERN.test(token) ? await findResetToken(db, digest(token)) : null;
    let reason: ResetLinkProblem | null = null;
    if (!row) reason = 'unknown';
    else if (row.usedAt) reason = 'used';
    else if (row.replacedAt) reason = 'replaced';
    else if (row.expiresAt.getTime() <= now().getTime()) reason = 'expired';
    if (reason || !row) {
      return { valid: false, reason: reason ?? 'unknown', message: PASSWORD_RESET_MESSAGES.invalidLink };
    }
    return { valid: true, expiresAt: row.expiresAt.toISOString() };
  }

  /**
   * Uses the link once: the password must meet the store's policy (the link stays open when it does not); every
   * session of the account ends in the same transaction; then this browser signs in with the new password.
   */
  async function reset(token: string, password: string, headers: Headers): Promise<ResetOutcome> {
    const invalid = new AppError(400, 'invalid_link', PASSWORD_RESET_MESSAGES.invalidLink);
    if (!RESET_TOKEN_PATTERN.test(token)) throw invalid;
    const passwordHash = await hashSecret(password);
    const at = now();
    const account = await db.transaction(async (tx) => {
      const userId = await consumeResetToken(tx, digest(token), at);
      if (!userId) throw invalid;
      const found = await accountNameAndEmail(tx, userId);
      if (!found) throw invalid;
      const problem = passwordProblem(password, { email: found.email, fullName: found.name });
      if (problem) throw new AppError(400, 'validation_error', problem, { password: problem });
      await setCredential(tx, userId, passwordHash, at);
      const ended = await deleteSessionsOf(tx, userId);
      deps.log.info('password reset', { userId, sessionsEnded: ended });
      return { userId, email: found.email };
    });
    await deps.accountSetup.sessionsEnded(account.userId);
    try {
      const signIn = await deps.users.signIn({ email: account.email, password }, headers);
      return {
        message: PASSWORD_RESET_MESSAGES.done,
        user: await deps.users.sessionUser(account.userId),
        signIn,
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'account_restricted') {
        return { message: PASSWORD_RESET_MESSAGES.doneRestricted, user: null, signIn: null };
      }
      throw error;
    }
  }

  return { request, settled, check, reset };
}
export type PasswordReset = ReturnType<typeof createPasswordReset>;
