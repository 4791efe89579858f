import type { RouteKey } from '#server/http/access-matrix.ts';
import type { LIVE_CHAT_ACCESS } from '#server/http/access-matrix-live-chat.ts';
import { to, type ProbeOf } from './probe-kit.ts';

type LiveChatRoute = Extract<RouteKey, keyof typeof LIVE_CHAT_ACCESS>;

const NO_CHAT = '00000000-0000-4000-8000-00000000c4a7';
const chat = (tail = '') => `/api/admin/live-chat/sessions/${NO_CHAT}${tail}`;

/** The desk. No such chat: past the access check, 404. */
export const LIVE_CHAT_PROBES: Record<LiveChatRoute, ProbeOf> = {
  'GET /api/admin/live-chat/queue': to('/api/admin/live-chat/queue'),
  'GET /api/admin/live-chat/canned-replies': to('/api/admin/live-chat/canned-replies'),
  'GET /api/admin/live-chat/sessions': to('/api/admin/live-chat/sessions?q=delivery&status=closed'),
  'GET /api/admin/live-chat/sessions/:id': to(chat(), { ok: [404] }),
  'POST /api/admin/live-chat/sessions/:id/claim': to(chat('/claim'), { ok: [404] }),
  'POST /api/admin/live-chat/sessions/:id/messages': to(chat('/messages'), {
    body: { message: 'Probe reply' },
    ok: [404],
  }),
  'POST /api/admin/live-chat/sessions/:id/close': to(chat('/close'), {
    body: { resolution: 'resolved' },
    ok: [404],
  }),
  'POST /api/admin/live-chat/sessions/:id/email-transcript': to(chat('/email-transcript'), { ok: [404] }),
  'POST /api/dev/chat/waiting': to('/api/dev/chat/waiting', { body: { lines: ['Probe line'] } }),
};
