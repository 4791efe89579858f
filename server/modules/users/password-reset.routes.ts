import { Hono } from 'hono';
import {
  PASSWORD_RESET_MESSAGES,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  type PasswordResetDone,
  type PasswordResetLink,
  type PasswordResetRequested,
} from '#domain/account/password-reset.ts';
import { clientIp, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { jsonBody } from '#server/http/validate.ts';
import type { Limit } from '#server/modules/ratelimit/ratelimit.service.ts';

/** Requests count per address whether or not it has an account, so a 429 tells nobody which addresses do. */
export const RESET_LIMITS = {
  requestPerIp: { name: 'password-reset-ip', max: 10, windowMs: 60 * 60_000 },
  requestPerEmail: { name: 'password-reset-email', max: 3, windowMs: 60 * 60_000 },
  /** Opening and using links; a token is 256 bits, so this only keeps the endpoint from being hammered. */
  linkPerIp: { name: 'password-reset-link-ip', max: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

/** Copies better-auth's Set-Cookie headers onto our JSON response. */
function withCookies(from: Response | null, to: Response): Response {
  for (const cookie of from?.headers.getSetCookie() ?? []) to.headers.append('set-cookie', cookie);
  return to;
}

/** `/api/session/password-reset`: ask for a link, check a link, set the new password. */
export function passwordResetRoutes({ users: { passwordReset }, rateLimiter, env }: Services) {
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, env.TRUST_PROXY);
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const { email } = await jsonBody(c, PasswordResetRequestSchema);
      await rateLimiter.consume(RESET_LIMITS.requestPerIp, ipOf(c));
      await rateLimiter.consume(RESET_LIMITS.requestPerEmail, email.toLowerCase());
      passwordReset.request(email);
      const answer: PasswordResetRequested = { message: PASSWORD_RESET_MESSAGES.requested };
      return c.json(answer, 202);
    })
    .get('/:token', async (c) => {
      await rateLimiter.consume(RESET_LIMITS.linkPerIp, ipOf(c));
      const answer: PasswordResetLink = await passwordReset.check(c.req.param('token'));
      return c.json(answer);
    })
    .post('/:token', async (c) => {
      const { password } = await jsonBody(c, PasswordResetSchema);
      await rateLimiter.consume(RESET_LIMITS.linkPerIp, ipOf(c));
      const outcome = await passwordReset.reset(c.req.param('token'), password, c.req.raw.headers);
      const answer: PasswordResetDone = { message: outcome.message, user: outcome.user };
      return withCookies(outcome.signIn, Response.json(answer));
    });
}
