import type { Context } from 'hono';
import type { Membership } from '#server/modules/merchants/merchants.queries.ts';
import type { Role } from '#domain/auth.ts';
import { clientAddress } from './client-ip.ts';
import { actingRole, type Actor } from '#server/lib/actor.ts';
import { forbidden, unauthorized } from '#server/lib/errors.ts';

export interface AppEnv {
  Variables: {
    requestId: string;
    userId: string | null;
    /** The session row behind the cookie, when signed in. */
    sessionId: string | null;
    /** The caller's roles, read with the session; none when anonymous. */
    roles: readonly Role[];
    /** The caller's partner shop and their place in it, on merchant routes (set by requireShop). */
    shop?: Membership;
  };
}

export type AppContext = Context<AppEnv>;

export function requireUserId(c: AppContext): string {
  const userId = c.get('userId');
  if (!userId) throw unauthorized();
  return userId;
}

/** The caller's roles, read with the session: none when anonymous (blocked included). */
export function callerRoles(c: AppContext): readonly Role[] {
  return c.get('roles');
}

/** The caller's address for rate limiting (the socket peer, or the first proxy hop when trusted). */
export function clientIp(c: AppContext, trustProxy: number): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return clientAddress(c.req.header('x-forwarded-for'), incoming?.socket?.remoteAddress, trustProxy);
}

/**
 * The signed-in caller as the audit log records them, acting in the strongest of `among` they hold (the routes'
 * guard has already required one of them).
 */
export function requestActor(c: AppContext, trustProxy: number, among?: readonly Role[]): Actor {
  const role = actingRole(callerRoles(c), among);
  if (!role) throw forbidden();
  return {
    userId: requireUserId(c),
    role,
    ip: clientIp(c, trustProxy),
    userAgent: c.req.header('user-agent') ?? null,
    requestId: c.get('requestId'),
  };
}
