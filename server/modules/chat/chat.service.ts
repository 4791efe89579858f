import { CHAT_TEXT, guestLabel } from '#domain/chat/rules.ts';
import { CHAT_GREETING, emailIn, handOverMessage } from '#domain/chat/hand-over.ts';
import { handoverReasonOf } from '#domain/chat/hand-over-reason.ts';
import type { ChatConversation, ChatSendResponse } from '#domain/chat/schemas.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { conflict, notFound, unauthorized } from '#server/lib/errors.ts';
import { createRateLimiter } from '#server/modules/ratelimit/ratelimit.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import type { Assistant } from './assistant/assistant.ts';
import { chatEvents } from './chat.events.ts';
import { ownsChat, type ChatCaller } from './chat.policy.ts';
import { selectMessages } from './chat.queries.ts';
import { accountEmail, queueStanding, toChatSession } from './chat-sessions.queries.ts';
import { SEND_LIMITS, START_LIMIT } from './chat-limits.ts';
import { insertMessages, lastAssistantIntent, type NewChatMessage } from './messages.repo.ts';
import { createCarryOver } from './carry-over.ts';
import {
  activeSessionOf,
  forgetContactEmails,
  handToPerson,
  insertSession,
  lockChatOwner,
  sessionById,
  setContactEmail,
  type ChatOwnerKey,
  type ChatSessionRow,
} from './sessions.repo.ts';

export interface ChatServiceDeps {
  db: Db;
  bus: EventBus;
  settings: Pick<SettingsService, 'load'>;
  /** The store's rate limits switch (env RATE_LIMIT_ENABLED). */
  rateLimits: boolean;
  now: () => Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The assistant reads back this many earlier lines. */
const HISTORY = 30;
/** The stored line's cap (the table's check); an assistant's longer answer is cut there. */
const STORED_MAX = 4000;

const chatNotFound = () => notFound(CHAT_TEXT.notFound);

/** The customer's support chat: their current conversation, starting one, its lines, sending, the hand-over. */
export function createChatService({ db, bus, settings, rateLimits, now }: ChatServiceDeps) {
  const limiter = createRateLimiter(db, rateLimits);
  const events = chatEvents(bus);
  const carryOver = createCarryOver(db, events);

  async function conversation(row: ChatSessionRow): Promise<ChatConversation> {
    return { session: await toChatSession(db, row), messages: await selectMessages(db, row.id) };
  }

  /** The caller's session by id: 401 with no account and no chat cookie, 404 unless it is theirs. */
  async function owned(caller: ChatCaller, id: string): Promise<ChatSessionRow> {
    if (caller.userId === null && caller.guestHash === null) throw unauthorized();
    if (!UUID.test(id)) throw chatNotFound();
    const row = await sessionById(db, id);
    if (!row || !ownsChat(row, caller)) throw chatNotFound();
    return row;
  }

  /** The caller's newest active conversation; a signed-in caller first takes over their browser's guest chat. */
  async function current(caller: ChatCaller): Promise<ChatConversation | null> {
    const row = caller.userId
      ? await carryOver(caller.userId, caller.guestHash)
      : caller.guestHash
        ? await activeSessionOf(db, { guestHash: caller.guestHash })
        : null;
    return row ? conversation(row) : null;
  }

  /**
   * The caller's active conversation, or a new one opened by the assistant. `guestHash` gives a guest a token; new
   * conversations are counted per address `ip`.
   */
  async function start(
    caller: ChatCaller,
    guestHash: () => string,
    ip: string,
  ): Promise<{ conversation: ChatConversation; created: boolean }> {
    if (!(await settings.load()).features.supportChat) throw notFound(CHAT_TEXT.off);
    const existing = await current(caller);
    if (existing) return { conversation: existing, created: false };
    await limiter.consume(START_LIMIT, ip);
    const userId = caller.userId;
    const hash = userId === null ? guestHash() : null;
    const owner: ChatOwnerKey = userId !== null ? { userId } : { guestHash: hash! };
    const { row, created } = await db.transaction(async (tx) => {
      await lockChatOwner(tx, owner);
      const active = await activeSessionOf(tx, owner);
      if (active) return { row: active, created: false };
      const inserted = await insertSession(tx, {
        userId,
        guestId: userId === null ? guestLabel(now()) : null,
        guestTokenHash: hash,
        contactEmail: userId === null ? null : await accountEmail(tx, userId),
      });
      await insertMessages(tx, [
        { sessionId: inserted.id, senderType: 'ai', message: CHAT_GREETING, intent: 'greeting' },
      ]);
      return { row: inserted, created: true };
    });
    return { conversation: await conversation(row), created };
  }

  async function lines(caller: ChatCaller, id: string, after?: number) {
    const row = await owned(caller, id);
    return { session: await toChatSession(db, row), messages: await selectMessages(db, row.id, after) };
  }

  /** Rate limits: per session and per caller (account or browser), a minute's and a day's worth. */
  async function limit(caller: ChatCaller, sessionId: string) {
    const who = caller.userId !== null ? `user:${caller.userId}` : `guest:${caller.guestHash}`;
    for (const each of SEND_LIMITS.session) await limiter.consume(each, sessionId);
    for (const each of SEND_LIMITS.caller) await limiter.consume(each, who);
  }

  /** The customer's line and, while the assistant answers, its reply, in one transaction. */
  async function send(
    caller: ChatCaller,
    id: string,
    text: string,
    assistant: { service: Assistant; ip: string },
  ): Promise<ChatSendResponse> {
    const before = await owned(caller, id);
    await limit(caller, id);
    // The assistant reads orders and settings and counts look-ups on connections of its own: never inside the
    // transaction (PGlite has one connection; PostgreSQL would hold the row lock meanwhile).
    const reply =
      before.mode === 'ai' && before.status === 'active'
        ? await assistant.service.reply(text, {
            userId: before.userId,
            sessionId: id,
            ip: assistant.ip,
            history: (await selectMessages(db, id))
              .slice(-HISTORY)
              .map((m) => ({ senderType: m.senderType, message: m.message })),
          })
        : null;
    const { mode, firstId } = await db.transaction(async (tx) => {
      const row = (await sessionById(tx, id, true))!;
      if (row.status === 'closed') throw conflict('chat_closed', CHAT_TEXT.closed);
      const lines: NewChatMessage[] = [{ sessionId: id, senderType: 'user', message: text }];
      // A person took the chat while the assistant was thinking: their answer, not the assistant's, comes next.
      if (row.mode === 'ai' && reply) {
        lines.push({
          sessionId: id,
          senderType: 'ai',
          message: reply.message.slice(0, STORED_MAX) || CHAT_TEXT.sendFailed,
          source: reply.source,
          intent: reply.intent,
        });
      } else if (row.mode === 'human' && row.userId === null && row.contactEmail === null) {
        const email = emailIn(text);
        if (email) await setContactEmail(tx, id, email);
      }
      const ids = await insertMessages(tx, lines);
      return { mode: row.mode, firstId: ids[0]! };
    });
    await events.message(id, mode === 'human');
    const row = (await sessionById(db, id))!;
    return { session: await toChatSession(db, row), messages: await selectMessages(db, id, firstId - 1) };
  }

  /** 'Speak to Real Person': once, for good; the assistant says when a person comes (or that e-mail will). */
  async function handOver(caller: ChatCaller, id: string): Promise<ChatConversation> {
    await owned(caller, id);
    const { storeHours } = await settings.load();
    const changed = await db.transaction(async (tx) => {
      const row = (await sessionById(tx, id, true))!;
      if (row.mode === 'human') return false;
      if (row.status === 'closed') throw conflict('chat_closed', CHAT_TEXT.closed);
      await handToPerson(tx, id, handoverReasonOf(await lastAssistantIntent(tx, id)));
      const standing = await queueStanding(tx, id);
      await insertMessages(tx, [
        {
          sessionId: id,
          senderType: 'ai',
          message: handOverMessage(now(), storeHours, standing),
          intent: 'human',
        },
      ]);
      return true;
    });
    if (changed) await events.session(id, 'waiting');
    return conversation((await sessionById(db, id))!);
  }

  /** The launcher's answer: the switch, and the caller's conversation. */
  async function mine(caller: ChatCaller) {
    const available = (await settings.load()).features.supportChat;
    return { available, conversation: await current(caller) };
  }

  /** A deleted account's chats lose their contact address, in its transaction. */
  const forgetContact = (tx: DbOrTx, userId: string) => forgetContactEmails(tx, userId);

  return { mine, start, lines, send, handOver, forgetContact };
}

export type ChatService = ReturnType<typeof createChatService>;
