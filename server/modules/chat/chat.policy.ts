import type { Role } from '#domain/auth.ts';
import { can } from '#domain/permissions.ts';

/** Who is asking: a signed-in user (with roles) and/or a browser holding a guest chat token (its hash). */
export interface ChatCaller {
  userId: string | null;
  roles: readonly Role[];
  guestHash: string | null;
}

export interface ChatOwnerColumns {
  userId: string | null;
  guestTokenHash: string | null;
}

/**
 * A session's owner: its signed-in customer, or, while no account holds it, the browser with its guest token. Once
 * a guest signs in the session is the account's alone, so the cookie left on a shared computer opens nothing.
 */
export function ownsChat(session: ChatOwnerColumns, caller: ChatCaller): boolean {
  if (session.userId !== null) return caller.userId === session.userId;
  return caller.guestHash !== null && caller.guestHash === session.guestTokenHash;
}

/** Staff who answer chats (admin, support) read and write every session through the live-chat routes. */
export const answersChats = (roles: readonly Role[]) => can(roles, 'chat:answer');

/** May this caller follow a session's realtime topic? Its owner, or staff who answer chats. */
export function mayFollowChat(session: ChatOwnerColumns | null, caller: ChatCaller): boolean {
  if (caller.userId !== null && answersChats(caller.roles)) return true;
  return session !== null && ownsChat(session, caller);
}
