import { Hono } from 'hono';
import {
  ChatMessageInputSchema,
  ChatMessagesQuerySchema,
  type ChatConversation,
  type ChatCurrentResponse,
  type ChatMessagesResponse,
  type ChatSendResponse,
} from '#domain/chat/schemas.ts';
import { callerRoles, clientIp, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { ensureGuestChatHash, guestChatHash } from '#server/http/guest-chat.ts';
import { jsonBody, queryOf } from '#server/http/validate.ts';
import type { ChatCaller } from './chat.policy.ts';

/** The caller as the chat sees them: the signed-in account (blocked is anonymous) and the browser's chat token. */
const callerOf = (c: AppContext): ChatCaller => ({
  userId: c.get('userId'),
  roles: callerRoles(c),
  guestHash: guestChatHash(c),
});

/**
 * `/api/chat`: the caller's own support chat. Signed-in callers of any role have their own conversation (staff
 * answer others' on the live-chat desk); a guest's is the browser's, by its HttpOnly token. Someone else's session
 * is a 404, never a 403, so ids cannot be probed.
 */
export function chatRoutes({ chat: { customer: chat, assistant: chatAssistant }, env }: Services) {
  const https = env.PUBLIC_URL.startsWith('https:');
  return new Hono<AppEnv>()
    .get('/session', async (c) => {
      const answer: ChatCurrentResponse = await chat.mine(callerOf(c));
      return c.json(answer);
    })
    .post('/sessions', async (c) => {
      const caller = callerOf(c);
      const { conversation, created } = await chat.start(
        caller,
        () => ensureGuestChatHash(c, https),
        clientIp(c, env.TRUST_PROXY),
      );
      const answer: ChatConversation = conversation;
      return c.json(answer, created ? 201 : 200);
    })
    .get('/sessions/:id/messages', async (c) => {
      const { after } = queryOf(c, ChatMessagesQuerySchema);
      const answer: ChatMessagesResponse = await chat.lines(
        callerOf(c),
        c.req.param('id'),
        after === undefined ? undefined : Number(after),
      );
      return c.json(answer);
    })
    .post('/sessions/:id/messages', async (c) => {
      const { message } = await jsonBody(c, ChatMessageInputSchema);
      const answer: ChatSendResponse = await chat.send(callerOf(c), c.req.param('id'), message, {
        service: chatAssistant,
        ip: clientIp(c, env.TRUST_PROXY),
      });
      return c.json(answer, 201);
    })
    .post('/sessions/:id/human', async (c) => {
      const answer: ChatConversation = await chat.handOver(callerOf(c), c.req.param('id'));
      return c.json(answer);
    });
}
