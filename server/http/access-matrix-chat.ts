import { open, own, type RouteAccess } from './access-roles.ts';

/**
 * The customer's support chat: a signed-in caller's or a guest browser's own session only. Every account (staff
 * too) has its own conversation here; staff answer other people's on the live-chat desk. `anonymous` is a guest
 * browser with its chat cookie; without an account or that cookie the session routes answer 401; someone else's
 * session is a 404 (never a 403), so ids cannot be probed. Blocked accounts count as guests (no account).
 */
const OWNER_OR_GUEST = ['owner', 'anonymous'] as const;
export const CHAT_ACCESS = {
  'GET /api/chat/session': open(
    "the caller's own active conversation (or null); takes over the browser's guest chat",
  ),
  'POST /api/chat/sessions': open(
    "starts (or returns) the caller's own conversation; a guest gets the chat cookie",
  ),
  'GET /api/chat/sessions/:id/messages': own(OWNER_OR_GUEST, "someone else's session is a 404"),
  'POST /api/chat/sessions/:id/messages': own(
    OWNER_OR_GUEST,
    "someone else's session is a 404; rate-limited",
  ),
  'POST /api/chat/sessions/:id/human': own(OWNER_OR_GUEST, "once, for good; someone else's session is a 404"),
} as const satisfies Record<string, RouteAccess>;
