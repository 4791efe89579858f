import { staff, type RouteAccess } from './access-roles.ts';

const DESK = ['admin', 'support'] as const;

/** The live-chat desk: chat:answer (admin and support). */
export const LIVE_CHAT_ACCESS = {
  'GET /api/admin/live-chat/queue': staff(DESK, 'waiting, mine and others; chat:answer'),
  'GET /api/admin/live-chat/canned-replies': staff(DESK, 'the canned replies; chat:answer'),
  'GET /api/admin/live-chat/sessions': staff(
    DESK,
    'transcripts, full-text search, keyset pages; chat:answer',
  ),
  'GET /api/admin/live-chat/sessions/:id': staff(
    DESK,
    'one conversation with the customer card; chat:answer',
  ),
  'POST /api/admin/live-chat/sessions/:id/claim': staff(
    DESK,
    'takes a chat (row lock; 409 when taken); audited',
  ),
  'POST /api/admin/live-chat/sessions/:id/messages': staff(DESK, 'a staff reply; claims an unclaimed chat'),
  'POST /api/admin/live-chat/sessions/:id/close': staff(DESK, 'closes with a resolution; audited'),
  'POST /api/admin/live-chat/sessions/:id/email-transcript': staff(
    DESK,
    'queues the closed transcript to the chat e-mail; audited',
  ),
  'POST /api/dev/chat/waiting': {
    allow: [],
    gate: 'dev-token',
    note: 'DEV_TOOLS only; the x-dev-token secret; a guest chat waiting for a person, for the e2e tests',
  },
} as const satisfies Record<string, RouteAccess>;
