import { Hono } from 'hono';
import type { AccountResponse } from '#domain/account/account-response.ts';
import { SavedAddressInputSchema } from '#domain/account/saved-address.ts';
import type {
  SessionResponse,
  SignInResponse,
  SignOutResponse,
  SignUpResponse,
  VerifyEmailResponse,
} from '#domain/account/session-response.ts';
import { DEVICE_ID_HEADER } from '#domain/account/track-access.ts';
import { SetPasswordSchema, type SetPasswordResponse } from '#domain/account/set-password.ts';
import { ProfileUpdateSchema, SignInSchema, SignUpSchema } from '#domain/auth.ts';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { clientIp, requireUserId, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { ensureGuestDevice } from '#server/http/guest-device.ts';
import { jsonBody, uuidParam } from '#server/http/validate.ts';
import { LIMITS } from '#server/modules/ratelimit/ratelimit.service.ts';

/** Copies better-auth's Set-Cookie headers onto our JSON response. */
function withCookies(from: Response, to: Response): Response {
  for (const cookie of from.headers.getSetCookie()) to.headers.append('set-cookie', cookie);
  return to;
}

export function sessionRoutes({
  users: { accounts: users, setup: accountSetup },
  rateLimiter,
  env,
  compliance,
}: Services) {
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, env.TRUST_PROXY);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const userId = c.get('userId');
      ensureGuestDevice(c, env.PUBLIC_URL.startsWith('https:'));
      const answer: SessionResponse = { user: userId ? await users.sessionUser(userId) : null };
      return c.json(answer);
    })
    .post('/set-password', async (c) => {
      const { token, password } = await jsonBody(c, SetPasswordSchema);
      await rateLimiter.consume(LIMITS.signUpPerIp, ipOf(c));
      const answer: SetPasswordResponse = await accountSetup.setPassword({ token, password });
      return c.json(answer);
    })
    .post('/sign-up', async (c) => {
      const input = await jsonBody(c, SignUpSchema).catch(compliance.refusals.refused('sign_up', null));
      await rateLimiter.consume(LIMITS.signUpPerIp, ipOf(c));
      await users.signUp(input);
      // The same answer whether or not the address already had an account, and no session: the app signs in next.
      const answer: SignUpResponse = { message: AUTH_MESSAGES.signUpSuccess };
      return c.json(answer, 201);
    })
    .post('/sign-in', async (c) => {
      const input = await jsonBody(c, SignInSchema);
      await rateLimiter.consume(LIMITS.signInPerIp, ipOf(c));
      await users.devices.assertAllowed(c.req.header(DEVICE_ID_HEADER));
      // Only failed attempts count against the address, so its owner's own sign-ins never lock them out.
      const attempt = await rateLimiter.reserve(LIMITS.signInPerEmail, input.email.toLowerCase());
      const response = await users.signIn(input, c.req.raw.headers);
      await attempt.succeeded();
      const { user } = (await response.clone().json()) as { user?: { id: string } };
      if (!user) throw new AppError(401, 'no_session', AUTH_MESSAGES.noSession);
      const answer: SignInResponse = {
        message: AUTH_MESSAGES.signInSuccess,
        user: await users.sessionUser(user.id),
      };
      return withCookies(response, Response.json(answer));
    })
    .post('/sign-out', async (c) => {
      const userId = c.get('userId');
      const sessionId = c.get('sessionId');
      const session = userId && sessionId ? { userId, sessionId } : null;
      const response = await users.signOut(c.req.raw.headers, session).catch(() => null);
      const answer: SignOutResponse = { ok: true };
      const body = Response.json(answer);
      return response ? withCookies(response, body) : body;
    });
}

export function accountRoutes({ users: { accounts: users } }: Services) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const account: AccountResponse | null = await users.account(requireUserId(c));
      if (!account) throw notFound('Account not found');
      return c.json(account);
    })
    .patch('/', async (c) => {
      const userId = requireUserId(c);
      const account: AccountResponse = await users.updateProfile(
        userId,
        await jsonBody(c, ProfileUpdateSchema),
      );
      return c.json(account);
    })
    .post('/addresses', async (c) => {
      const userId = requireUserId(c);
      const input = await jsonBody(c, SavedAddressInputSchema);
      const account: AccountResponse = await users.addAddress(userId, input);
      return c.json(account, 201);
    })
    .patch('/addresses/:id', async (c) => {
      const userId = requireUserId(c);
      const id = uuidParam(c, 'id', 'Address not found');
      const account: AccountResponse = await users.editAddress(
        userId,
        id,
        await jsonBody(c, SavedAddressInputSchema),
      );
      return c.json(account);
    })
    .delete('/addresses/:id', async (c) => {
      const userId = requireUserId(c);
      const account: AccountResponse = await users.removeAddress(
        userId,
        uuidParam(c, 'id', 'Address not found'),
      );
      return c.json(account);
    })
    .post('/addresses/:id/default', async (c) => {
      const userId = requireUserId(c);
      const account: AccountResponse = await users.makeDefaultAddress(
        userId,
        uuidParam(c, 'id', 'Address not found'),
      );
      return c.json(account);
    });
}

/** Only the e-mail confirmation link is served under /api/auth; everything else goes through /api/session. */
export function authRoutes({ users: { accounts: users }, env }: Services) {
  const own = new URL(env.PUBLIC_URL).origin;
  return new Hono<AppEnv>()
    .get('/verify-email', async (c) => {
      // Links sent before the confirmation page carry a callbackURL: only a path on this site is followed.
      const callback = c.req.query('callbackURL');
      if (callback !== undefined && (!callback.startsWith('/') || new URL(callback, own).origin !== own)) {
        throw new AppError(400, 'invalid_callback', 'This confirmation link is not valid');
      }
      await users.confirmEmail(c.req.query('token') ?? '');
      if (callback) return c.redirect(callback, 302);
      const answer: VerifyEmailResponse = { message: AUTH_MESSAGES.emailConfirmed };
      return c.json(answer);
    })
    .all('*', () => {
      throw notFound();
    });
}
