import type { Contract } from '../http.ts';
import {
  CannedRepliesSchema,
  DevWaitingChatResponseSchema,
  EmailTranscriptResponseSchema,
  LiveChatDetailSchema,
  LiveChatQueueSchema,
  LiveChatWriteResponseSchema,
  TranscriptPageSchema,
} from './staff-schemas.ts';

/** What the live-chat desk's routes answer on success; see ../contracts.ts. */
export const liveChatContracts = {
  'GET /api/admin/live-chat/queue': LiveChatQueueSchema,
  'GET /api/admin/live-chat/sessions': TranscriptPageSchema,
  'GET /api/admin/live-chat/sessions/:id': LiveChatDetailSchema,
  'POST /api/admin/live-chat/sessions/:id/claim': LiveChatWriteResponseSchema,
  'POST /api/admin/live-chat/sessions/:id/messages': LiveChatWriteResponseSchema,
  'POST /api/admin/live-chat/sessions/:id/close': LiveChatWriteResponseSchema,
  'POST /api/admin/live-chat/sessions/:id/email-transcript': EmailTranscriptResponseSchema,
  'GET /api/admin/live-chat/canned-replies': CannedRepliesSchema,
  'POST /api/dev/chat/waiting': DevWaitingChatResponseSchema,
} satisfies Record<string, Contract>;
