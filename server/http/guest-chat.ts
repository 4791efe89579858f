import { createHash, randomBytes } from 'node:crypto';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppContext } from './context.ts';

/**
 * A guest's chat belongs to the browser holding a random token in this HttpOnly cookie; the database keeps only its
 * SHA-256. The session's `guest_…` id is a label, never a key. Path `/api` so the realtime socket gets it too.
 */
export const CHAT_GUEST_COOKIE = 'nym.chat';
const VALUE = /^[A-Za-z0-9_-]{43}$/;

export const hashChatToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The hash of the caller's chat token, or null when the browser has none (or a malformed one). */
export function guestChatHash(c: AppContext): string | null {
  const value = getCookie(c, CHAT_GUEST_COOKIE);
  return value && VALUE.test(value) ? hashChatToken(value) : null;
}

/** The caller's chat token hash, giving the browser a new token first when it has none. */
export function ensureGuestChatHash(c: AppContext, https: boolean): string {
  const existing = guestChatHash(c);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  setCookie(c, CHAT_GUEST_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: https,
    path: '/api',
    maxAge: 60 * 60 * 24 * 30,
  });
  return hashChatToken(token);
}

/** The same, read from a raw request's headers (the realtime upgrade). */
export function guestChatHashFromHeaders(headers: Headers): string | null {
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CHAT_GUEST_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return VALUE.test(value) ? hashChatToken(value) : null;
  }
  return null;
}
