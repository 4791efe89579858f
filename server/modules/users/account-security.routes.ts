import { Hono } from 'hono';
import {
  ACCOUNT_SECURITY_MESSAGES,
  ChangePasswordSchema,
  DeleteAccountSchema,
  type ChangePasswordResponse,
  type DeleteAccountResponse,
  type ResendConfirmationResponse,
} from '#domain/account/account-security.ts';
import { requestActor, requireUserId, type AppEnv } from '#server/http/context.ts';
import { jsonBody } from '#server/http/validate.ts';
import { notFound } from '#server/lib/errors.ts';
import { LIMITS, type Limit } from '#server/modules/ratelimit/ratelimit.service.ts';
import type { Services } from '#server/services.ts';

/** A confirmation e-mail is resent at most this often per account, like the reset links per address. */
export const CONFIRMATION_LIMIT = {
  name: 'confirm-email-account',
  max: 3,
  windowMs: 60 * 60_000,
} satisfies Limit;

/** Copies better-auth's Set-Cookie headers onto our JSON response. */
function withCookies(from: Response, to: Response): Response {
  for (const cookie of from.headers.getSetCookie()) to.headers.append('set-cookie', cookie);
  return to;
}

/** `/api/account`: the signed-in customer's password, confirmation e-mail and the account itself. */
export function accountSecurityRoutes({ users: { accounts: users }, rateLimiter, env }: Services) {
  const security = users.security;
  return new Hono<AppEnv>()
    .post('/password', async (c) => {
      const userId = requireUserId(c);
      const sessionId = c.get('sessionId')!;
      const { currentPassword, newPassword } = await jsonBody(c, ChangePasswordSchema);
      const user = await users.sessionUser(userId);
      if (!user) throw notFound('Account not found');
      // A wrong current password counts like a failed sign-in to the same address.
      const attempt = await rateLimiter.reserve(LIMITS.signInPerEmail, user.email);
      await security.changePassword(
        { userId, sessionId },
        { currentPassword, newPassword },
        c.req.raw.headers,
      );
      await attempt.succeeded();
      const answer: ChangePasswordResponse = { message: ACCOUNT_SECURITY_MESSAGES.passwordChanged };
      return c.json(answer);
    })
    .post('/confirmation-email', async (c) => {
      const userId = requireUserId(c);
      await rateLimiter.consume(CONFIRMATION_LIMIT, userId);
      await security.resendConfirmation(userId);
      const answer: ResendConfirmationResponse = { message: ACCOUNT_SECURITY_MESSAGES.confirmationSent };
      return c.json(answer, 202);
    })
    .delete('/', async (c) => {
      requireUserId(c);
      const actor = requestActor(c, env.TRUST_PROXY);
      const { password } = await jsonBody(c, DeleteAccountSchema);
      const user = await users.sessionUser(actor.userId);
      if (!user) throw notFound('Account not found');
      const attempt = await rateLimiter.reserve(LIMITS.signInPerEmail, user.email);
      await security.deleteAccount(actor, password);
      await attempt.succeeded();
      const response = await users.signOut(c.req.raw.headers, null).catch(() => null);
      const answer: DeleteAccountResponse = { message: ACCOUNT_SECURITY_MESSAGES.accountDeleted };
      const body = Response.json(answer);
      return response ? withCookies(response, body) : body;
    });
}
