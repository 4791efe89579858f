import type { Contract } from '../http.ts';
import {
  ChatConversationSchema,
  ChatCurrentResponseSchema,
  ChatMessagesResponseSchema,
  ChatSendResponseSchema,
} from './schemas.ts';

/** What the customer's chat routes answer on success; see ../contracts.ts. */
export const chatContracts = {
  'GET /api/chat/session': ChatCurrentResponseSchema,
  'POST /api/chat/sessions': ChatConversationSchema,
  'GET /api/chat/sessions/:id/messages': ChatMessagesResponseSchema,
  'POST /api/chat/sessions/:id/messages': ChatSendResponseSchema,
  'POST /api/chat/sessions/:id/human': ChatConversationSchema,
} satisfies Record<string, Contract>;
