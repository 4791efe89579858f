import type { RouteKey } from '#server/http/access-matrix.ts';
import type { PASSWORD_RESET_ACCESS } from '#server/http/access-matrix-password-reset.ts';
import { to, type ProbeOf } from './probe-kit.ts';

type PasswordResetRoute = Extract<RouteKey, keyof typeof PASSWORD_RESET_ACCESS>;

/** A well-formed token no link has: past the access check, the neutral "expired or used" answer. */
const NO_LINK = `/api/session/password-reset/${'A'.repeat(43)}`;

export const PASSWORD_RESET_PROBES: Record<PasswordResetRoute, ProbeOf> = {
  'POST /api/session/password-reset': (_w, role) => ({
    path: '/api/session/password-reset',
    body: { email: `reset-probe-${role}@example.test` },
  }),
  'GET /api/session/password-reset/:token': to(NO_LINK),
  'POST /api/session/password-reset/:token': to(NO_LINK, {
    body: { password: 'Harbor-lights-42', confirmPassword: 'Harbor-lights-42' },
    ok: [400],
  }),
};
