import { z } from 'zod';
import { SessionUserSchema } from '../auth.ts';
import { AUTH_MESSAGES } from '../auth-messages.ts';

/**
 * The session routes' answers: `GET /api/session`, `POST /api/session/sign-up`, `POST /api/session/sign-in`,
 * `POST /api/session/sign-out`, and the confirmation link's `GET /api/auth/verify-email`. The server builds them
 * with these types, the web reads them, and the API tests parse real answers with the schemas. None carries a
 * password hash, a token or a session id: the session travels only in its HttpOnly cookie.
 */

/** `GET /api/session`: the signed-in user, or null when anonymous (or blocked). */
export const SessionResponseSchema = z.strictObject({ user: SessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** `POST /api/session/sign-up`: the same for a new address and one that already has an account; no session either way. */
export const SignUpResponseSchema = z.strictObject({ message: z.literal(AUTH_MESSAGES.signUpSuccess) });
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

/** `POST /api/session/sign-in`: the new session's user (its cookie comes in Set-Cookie). */
export const SignInResponseSchema = z.strictObject({
  message: z.literal(AUTH_MESSAGES.signInSuccess),
  user: SessionUserSchema.nullable(),
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/** `POST /api/session/sign-out`: always ok, a no-op when anonymous. */
export const SignOutResponseSchema = z.strictObject({ ok: z.literal(true) });
export type SignOutResponse = z.infer<typeof SignOutResponseSchema>;

/**
 * `GET /api/auth/verify-email` without a callbackURL (the confirmation page's link). A link sent before that page
 * carries a callbackURL and is answered with a redirect instead.
 */
export const VerifyEmailResponseSchema = z.strictObject({ message: z.literal(AUTH_MESSAGES.emailConfirmed) });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;
