import { randomBytes } from 'node:crypto';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppContext } from './context.ts';

const COOKIE = 'nym.guest';
const VALUE = /^[A-Za-z0-9_-]{32,64}$/;

/** The browser a guest checks out from: a random id in an HttpOnly cookie, or null when it has none. */
export function guestDevice(c: AppContext): string | null {
  const value = getCookie(c, COOKIE);
  return value && VALUE.test(value) ? value : null;
}

/**
 * Gives a guest's browser its id on the calls every visit makes before a checkout (the session, the quote), so a
 * guest's Idempotency-Key belongs to that browser and that e-mail, not to every guest. Signed-in callers need none.
 */
export function ensureGuestDevice(c: AppContext, https: boolean) {
  if (c.get('userId') || guestDevice(c)) return;
  setCookie(c, COOKIE, randomBytes(24).toString('base64url'), {
    httpOnly: true,
    sameSite: 'Lax',
    secure: https,
    path: '/api',
    maxAge: 60 * 60 * 24 * 365,
  });
}
