import { can, type Permission } from '#domain/permissions.ts';
import { useSession } from './session.ts';

/**
 * Whether the signed-in user may do `permission`, by the same table the server refuses with (domain/permissions.ts):
 * the web hides what the server would refuse. Never a guard on its own: the server decides. Its own module, so the
 * storefront's entry (which reads the session) does not carry the staff permission table.
 */
export function useCan(permission: Permission): boolean {
  const { user } = useSession();
  return user ? can(user.roles, permission) : false;
}
