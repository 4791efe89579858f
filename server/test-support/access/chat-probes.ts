import type { AccessRole } from '#server/http/access-roles.ts';
import type { RouteKey } from '#server/http/access-matrix.ts';
import type { CHAT_ACCESS } from '#server/http/access-matrix-chat.ts';
import type { ProbeOf, Probe } from './probe-kit.ts';
import type { World } from './world.ts';

type ChatRoute = Extract<RouteKey, keyof typeof CHAT_ACCESS>;

/** The owner's session for every account; the guest browser (anonymous) asks for its own with its chat cookie. */
const session =
  (tail: string, extra: Omit<Probe, 'path'> = {}): ProbeOf =>
  (w: World, role: AccessRole) =>
    role === 'anonymous'
      ? { path: `/api/chat/sessions/${w.chat.guestSessionId}${tail}`, cookie: w.chat.guestCookie, ...extra }
      : { path: `/api/chat/sessions/${w.chat.ownerSessionId}${tail}`, ...extra };

export const CHAT_PROBES: Record<ChatRoute, ProbeOf> = {
  'GET /api/chat/session': () => ({ path: '/api/chat/session' }),
  // The switch may have been turned off by the settings probe: on again first.
  'POST /api/chat/sessions': async (w) => {
    await w.chat.on();
    return { path: '/api/chat/sessions', body: {} };
  },
  'GET /api/chat/sessions/:id/messages': session('/messages'),
  'POST /api/chat/sessions/:id/messages': session('/messages', {
    body: { message: 'Do you deliver to 11201?' },
  }),
  'POST /api/chat/sessions/:id/human': session('/human', { body: {} }),
};
