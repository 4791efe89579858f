import { type Role, type SessionUser, type SignIn, type SignUp } from '#domain/auth.ts';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { SESSIONS_TOPIC } from '#domain/realtime.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { emailMessage } from '#server/modules/notifications/email/render-email.ts';
import { accountExistsEmail } from './emails/account-exists.tsx';
import { signUpConfirmationEmail } from './emails/confirm-email.tsx';
import { queueNotification, type Notifier } from '#server/modules/notifications/notifications.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { hashSecret } from '#server/lib/secret-hash.ts';
import { ACCOUNT_BLOCKED, activeSession, sessionRefreshDue, signedSessionToken, type Auth } from './auth.ts';
import { confirmationToken, confirmationTokenUser } from './confirmation-token.ts';
import { passwordProblem } from './password-policy.ts';
import { lockUserState } from './staff-users.repo.ts';
import { accountRestricted, userChanged } from './user-events.ts';
import { createStaffUsers, type GuestOrdersLookup } from './staff-users.service.ts';
import { createDevices } from './devices.service.ts';
import { createAccountProfile } from './account-profile.service.ts';
import { createAccountSecurity } from './account-security.service.ts';
import { USER_ACTION_MESSAGES } from '#domain/admin/users.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import {
  deleteSessionsOf,
  findLiveSession,
  findLiveSessionById,
  findSessionUser,
  findUserIdByEmail,
  findVerifiedUserIdByEmail,
  insertUserWithProfile,
  markBlocked,
  markEmailVerified,
} from './users.repo.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';

/** Who is calling, resolved once per request (and once per realtime connection). */
export interface Caller {
  userId: string;
  sessionId: string;
  roles: readonly Role[];
}

export interface UsersDeps {
  db: Db;
  auth: Auth;
  /** Told when sessions end, so the realtime hub closes their sockets. */
  bus: Pick<EventBus, 'publish'>;
  notifier: Notifier;
  secret: string;
  publicUrl: string;
  /** The slow hash sign-up computes for every request (tests count it); unset, argon2id. */
  hashPassword?: (plain: string) => Promise<string>;
  /** The orders module's guest-order look-up, for the staff user page (bound after the orders service exists). */
  guestOrders?: GuestOrdersLookup;
  /** The orders module's join of guest orders to the account that proved their e-mail (bound the same way). */
  joinGuestOrders?: (tx: DbOrTx, userId: string, email: string) => Promise<string[]>;
  /** The ZIPs the store delivers to now (settings), for saved addresses (bound after the settings service). */
  servedZips?: () => Promise<readonly string[]>;
  /** Other modules' personal data erased with a deleted account, in its transaction (bound the same way). */
  forgetAccount?: (tx: DbOrTx, userId: string) => Promise<void>;
}

export function createUsersService(deps: UsersDeps) {
  const { db, auth } = deps;
  const hashPassword = deps.hashPassword ?? hashSecret;

  async function confirmationEmail(userId: string, email: string, fullName: string) {
    const token = await confirmationToken(deps.secret, { id: userId, email });
    const url = `${deps.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    return emailMessage(
      signUpConfirmationEmail,
      { publicUrl: deps.publicUrl, fullName, url },
      { userId, toAddress: email, template: 'confirm-email' },
    );
  }

  /** To the owner of an address someone tried to sign up with again; the sign-up itself answers as for a new one. */
  function accountExistsMessage(userId: string, email: string) {
    return emailMessage(
      accountExistsEmail,
      { publicUrl: deps.publicUrl, email },
      { userId, toAddress: email, template: 'account-exists' },
    );
  }

  /**
   * Creates user, credential, profile and customer role in one transaction; the e-mail goes through the outbox.
   * An address that already has an account gets the same answer and about the same work (the password is hashed
   * either way), and its owner an e-mail instead, so sign-up tells nobody who has an account.
   */
  async function signUp(input: SignUp): Promise<void> {
    const email = input.email.toLowerCase();
    const problem = passwordProblem(input.password, { email, fullName: input.fullName });
    if (problem) throw new AppError(400, 'validation_error', problem, { password: problem });
    const passwordHash = await hashPassword(input.password);
    const id = crypto.randomUUID();
    const message = await confirmationEmail(id, email, input.fullName);
    const tellOwner = async (tx: DbOrTx) => {
      const owner = await findUserIdByEmail(tx, email);
      if (owner) await queueNotification(tx, await accountExistsMessage(owner, email));
      return Boolean(owner);
    };
    try {
      await db.transaction(async (tx) => {
        if (await tellOwner(tx)) return;
        await insertUserWithProfile(
          tx,
          { id, email, fullName: input.fullName, phone: input.phone, passwordHash },
          ['customer'],
        );
        await queueNotification(tx, message);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another sign-up for the same address committed first.
      await db.transaction(tellOwner);
    }
    void deps.notifier.flush();
  }

  /**
   * Confirms the address behind a link this store sent, and signs nobody in. Anything else (a foreign
   * signature, an expired token, a claim the store never issues such as better-auth's `updateTo`) is refused
   * with the one 400. In the same transaction the account gets the orders placed without one with this address:
   * only now, once the owner has proved it, never at sign-up.
   */
  async function confirmEmail(token: string): Promise<void> {
    const invalid = new AppError(400, 'invalid_link', AUTH_MESSAGES.invalidLink);
    const claims = await confirmationTokenUser(deps.secret, token);
    if (!claims) throw invalid;
    const { userId, email } = claims;
    await db.transaction(async (tx) => {
      if (!(await markEmailVerified(tx, userId, email))) throw invalid;
      await deps.joinGuestOrders?.(tx, userId, email);
    });
    // Staff screens show the confirmation; giveaway referrals waiting for it are settled on this event.
    await userChanged(deps.bus, userId);
  }

  /** Returns better-auth's response (with its Set-Cookie) or a 4xx AppError. */
  async function signIn(input: SignIn, headers: Headers): Promise<Response> {
    const response = await auth.api.signInEmail({
      body: { email: input.email.toLowerCase(), password: input.password, rememberMe: true },
      headers,
      asResponse: true,
    });
    if (response.ok) return response;
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    if (response.status === 403 && body.code === 'EMAIL_NOT_VERIFIED') {
      throw new AppError(403, 'email_not_verified', 'Please confirm your e-mail address before signing in');
    }
    if (response.status === 403 && body.code === ACCOUNT_BLOCKED) {
      throw new AppError(403, 'account_restricted', AUTH_MESSAGES.accountRestricted);
    }
    throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  }

  /** Ends the session behind `headers`; `session` (from the session middleware) has its sockets closed too. */
  async function signOut(headers: Headers, session: { userId: string; sessionId: string } | null) {
    const response = await auth.api.signOut({ headers, asResponse: true });
    if (session) await sessionsEnded(session.userId, session.sessionId);
    return response;
  }

  function sessionsEnded(userId: string, sessionId: string | null) {
    const event = { kind: 'sessions.ended', userId, sessionId, at: new Date().toISOString() } as const;
    return deps.bus.publish(SESSIONS_TOPIC, event);
  }

  /**
   * The caller behind the session cookie, with their roles, in one query; null when anonymous, forged, expired or
   * blocked. A session due for extension goes through better-auth, which extends it.
   */
  async function caller(headers: Headers): Promise<Caller | null> {
    const token = await signedSessionToken(auth, headers);
    if (!token) return null;
    const live = await findLiveSession(db, token);
    if (!live || live.blockedAt) return null;
    if (sessionRefreshDue(live.expiresAt) && !(await activeSession(auth, headers))) return null;
    return { userId: live.userId, sessionId: live.sessionId, roles: live.roles };
  }

  /** The roles a session holds now; null once it ended, expired or its account is blocked. */
  async function sessionRoles(sessionId: string): Promise<readonly Role[] | null> {
    const live = await findLiveSessionById(db, sessionId);
    return live && !live.blockedAt ? live.roles : null;
  }

  async function sessionUser(userId: string): Promise<SessionUser | null> {
    return findSessionUser(db, userId);
  }

  /**
   * Blocks an account at once: no new sign-in, every session ended, an audit entry with before and after; its orders
   * stay. Refused for an account already blocked. The account's open pages hear `account.restricted` before their
   * sockets close.
   */
  async function block(userId: string, reason: string, actor: Actor | string) {
    const at = new Date();
    const origin = typeof actor === 'string' ? { actorUserId: actor } : auditOrigin(actor);
    await db.transaction(async (tx) => {
      const before = await lockUserState(tx, userId);
      if (!before) throw notFound('Account not found');
      if (before.blockedAt) throw new AppError(409, 'already_blocked', USER_ACTION_MESSAGES.alreadyBlocked);
      await markBlocked(tx, userId, at, reason);
      const sessionsEnded = await deleteSessionsOf(tx, userId);
      await recordAudit(tx, {
        ...origin,
        action: 'user.blocked',
        targetType: 'user',
        targetId: userId,
        before: { blockedAt: null, blockedReason: null },
        after: { blockedAt: at.toISOString(), blockedReason: reason },
        details: { reason, sessionsEnded },
      });
    });
    await accountRestricted(deps.bus, userId);
    await sessionsEnded(userId, null);
    return { userId, blockedAt: at };
  }

  /** The verified account with this e-mail, in the caller's transaction: a guest checkout with it joins the account. */
  const verifiedAccountOf = (tx: DbOrTx, email: string) => findVerifiedUserIdByEmail(tx, email);

  /** The account's sign-in e-mail, read in the caller's transaction (checkout's coupon limits name the person). */
  async function accountEmail(tx: DbOrTx, userId: string): Promise<string | null> {
    return (await findSessionUser(tx, userId))?.email ?? null;
  }

  return {
    signUp,
    confirmEmail,
    signIn,
    signOut,
    caller,
    sessionRoles,
    sessionUser,
    ...createAccountProfile(db, async () => (await deps.servedZips?.()) ?? undefined),
    accountEmail,
    verifiedAccountOf,
    block,
    /** The staff user screens (admin routes). */
    staff: createStaffUsers({
      db,
      bus: deps.bus,
      block,
      guestOrders: (...args) => deps.guestOrders?.(...args) ?? Promise.resolve([]),
    }),
    /** Device tracking and blocked devices. */
    devices: createDevices({ db, bus: deps.bus }),
    /** The account page's password change, confirmation resend and deletion. */
    security: createAccountSecurity({
      db,
      auth,
      notifier: deps.notifier,
      confirmationEmail,
      sessionsEnded,
      forgetAccount: (tx, userId) => deps.forgetAccount?.(tx, userId) ?? Promise.resolve(),
    }),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/** Writes a whole account (user, credential, profile, roles) in the caller's transaction: the demo seed's door. */
export const insertAccount = insertUserWithProfile;
