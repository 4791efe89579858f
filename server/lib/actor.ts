import type { Role } from '#domain/auth.ts';

/**
 * Who acts and from where, as the audit log records it: the caller, the role they act in, the request's address,
 * browser and id. Routes build it from the request (`requestActor` in server/http/context.ts); services pass it on.
 */
export interface Actor {
  userId: string;
  role: Role;
  ip: string;
  userAgent: string | null;
  requestId: string;
}

/** The strongest role first: an admin who is also a customer acts as admin in the admin area. */
const ROLE_ORDER: readonly Role[] = ['admin', 'support', 'merchant', 'courier', 'customer'];

export function actingRole(roles: readonly Role[], among: readonly Role[] = ROLE_ORDER): Role | null {
  return among.find((role) => roles.includes(role)) ?? null;
}

/** The audit columns of an entry made by `actor`. */
export function auditOrigin(actor: Actor) {
  return {
    actorUserId: actor.userId,
    actorRole: actor.role,
    ip: actor.ip,
    userAgent: actor.userAgent,
    requestId: actor.requestId,
  };
}
