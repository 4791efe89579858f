import { Hono } from 'hono';
import { ChatMessageInputSchema, ChatMessagesQuerySchema } from '#domain/chat/schemas.ts';
import {
  CloseChatInputSchema,
  LIVE_CHAT_TEXT,
  TranscriptQuerySchema,
  type CannedReplies,
  type EmailTranscriptResponse,
  type LiveChatDetail,
  type LiveChatQueue,
  type LiveChatWriteResponse,
  type TranscriptPage,
} from '#domain/chat/staff-schemas.ts';
import { requestActor, requireUserId, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, queryOf, uuidParam } from '#server/http/validate.ts';

/** Replies per staff member: generous (a person types), but no script may flood a customer. */
const REPLY_LIMIT = { name: 'live-chat-reply', max: 60, windowMs: 60_000, message: LIVE_CHAT_TEXT.tooFast };

/** `/api/admin/live-chat`: the staff side of support chat (chat:answer: admin and support). */
export function adminLiveChatRoutes({ chat: { live: liveChat }, env, rateLimiter }: Services) {
  const actorOf = (c: AppContext) => requestActor(c, env.TRUST_PROXY, ['admin', 'support']);
  const idOf = (c: AppContext) => uuidParam(c, 'id', LIVE_CHAT_TEXT.notFound);

  return new Hono<AppEnv>()
    .use('*', requirePermission('chat:answer'))
    .get('/queue', async (c) => {
      const answer: LiveChatQueue = await liveChat.queue(requireUserId(c));
      return c.json(answer);
    })
    .get('/canned-replies', (c) => {
      const answer: CannedReplies = liveChat.canned();
      return c.json(answer);
    })
    .get('/sessions', async (c) => {
      const answer: TranscriptPage = await liveChat.transcripts(queryOf(c, TranscriptQuerySchema));
      return c.json(answer);
    })
    .get('/sessions/:id', async (c) => {
      const { after } = queryOf(c, ChatMessagesQuerySchema);
      const answer: LiveChatDetail = await liveChat.detail(idOf(c), after);
      return c.json(answer);
    })
    .post('/sessions/:id/claim', async (c) => {
      const actor = actorOf(c);
      const answer: LiveChatWriteResponse = await liveChat.claim(actor, idOf(c));
      return c.json(answer);
    })
    .post('/sessions/:id/messages', async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      const { after } = queryOf(c, ChatMessagesQuerySchema);
      const { message } = await jsonBody(c, ChatMessageInputSchema);
      await rateLimiter.consume(REPLY_LIMIT, actor.userId);
      const answer: LiveChatWriteResponse = await liveChat.reply(actor, id, message, after);
      return c.json(answer, 201);
    })
    .post('/sessions/:id/close', async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      const input = await jsonBody(c, CloseChatInputSchema);
      const answer: LiveChatWriteResponse = await liveChat.close(actor, id, input);
      return c.json(answer);
    })
    .post('/sessions/:id/email-transcript', async (c) => {
      const actor = actorOf(c);
      const answer: EmailTranscriptResponse = await liveChat.emailTranscript(actor, idOf(c));
      return c.json(answer);
    });
}
