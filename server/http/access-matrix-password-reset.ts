import { open, type RouteAccess } from './access-roles.ts';

/** Password recovery: anyone may ask for a link; the link's token is the right to use it. */
export const PASSWORD_RESET_ACCESS = {
  'POST /api/session/password-reset': open(
    'the same 202 whether or not the address has an account; rate-limited per IP and address',
  ),
  'GET /api/session/password-reset/:token': open('whether a reset link is usable; the token is the right'),
  'POST /api/session/password-reset/:token': open(
    'sets the password, ends every session of the account, signs in here; the token is the right',
  ),
} as const satisfies Record<string, RouteAccess>;
