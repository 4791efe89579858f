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

/** Gives this caller a new guest id in the cookie and returns it. */
function issueGuestDevice(c: AppContext, https: boolean): string {
  const value = randomBytes(24).toString('base64url');
  setCookie(c, COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: https,
    path: '/api',
    maxAge: 60 * 60 * 24 * 365,
  });
  return value;
}

/**
 * Gives a guest's browser its id on the calls every visit makes before a checkout (the session, the quote), so a
 * guest's Idempotency-Key belongs to that browser and that e-mail, not to every guest. Signed-in callers need none.
 */
export function ensureGuestDevice(c: AppContext, https: boolean) {
  if (c.get('userId') || guestDevice(c)) return;
  issueGuestDevice(c, https);
}

/**
 * The guest's id at checkout: the cookie's, or a new one for a client that came without it, so no two cookie-less
 * clients share one Idempotency-Key scope (one of them could be handed the other's order). Null when signed in.
 */
export function checkoutGuestDevice(c: AppContext, https: boolean): string | null {
  if (c.get('userId')) return null;
  return guestDevice(c) ?? issueGuestDevice(c, https);
}
