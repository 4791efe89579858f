import { createEmailVerificationToken } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';

const VALID_FOR_S = 60 * 60 * 24;
/** Exactly what a link from `confirmationToken` carries; better-auth acts on more (`updateTo` changes the e-mail). */
const CLAIMS = ['email', 'exp', 'iat', 'userId'];

export function confirmationToken(secret: string, user: { id: string; email: string }) {
  return createEmailVerificationToken(secret, user.email, undefined, VALID_FOR_S, { userId: user.id });
}

/**
 * The account of an unexpired token signed with `secret` that carries the claims this store issues, no others;
 * null for anything else.
 */
export async function confirmationTokenUser(
  secret: string,
  token: string,
): Promise<{ userId: string; email: string } | null> {
  if (!token) return null;
  const payload = await verifyJWT<Record<string, unknown>>(token, secret);
  if (!payload) return null;
  const valid =
    Object.keys(payload).sort().join() === CLAIMS.join() &&
    typeof payload.email === 'string' &&
    typeof payload.userId === 'string';
  return valid ? { userId: payload.userId as string, email: payload.email as string } : null;
}
