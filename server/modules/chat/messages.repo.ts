import { and, desc, eq, sql } from 'drizzle-orm';
import type { ChatSender } from '#domain/chat/rules.ts';
import type { ChatSource } from '#domain/chat/schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { chatMessages, chatSessions } from '#server/db/schema/chat.ts';

// The chat module owns chat_sessions and chat_messages; these are the writes and reads every part of it shares.

export interface NewChatMessage {
  sessionId: string;
  senderType: ChatSender;
  message: string;
  staffUserId?: string | null;
  source?: ChatSource | null;
  intent?: string | null;
}

/** Adds lines to a session in order and moves its `last_message_at`; returns the stored rows' ids. */
export async function insertMessages(tx: DbOrTx, lines: readonly NewChatMessage[]): Promise<number[]> {
  if (lines.length === 0) return [];
  const rows = await tx
    .insert(chatMessages)
    .values(
      lines.map((line) => ({
        sessionId: line.sessionId,
        senderType: line.senderType,
        message: line.message,
        staffUserId: line.staffUserId ?? null,
        sourceLabel: line.source?.label ?? null,
        sourceHref: line.source?.href ?? null,
        intent: line.intent ?? null,
      })),
    )
    .returning({ id: chatMessages.id });
  const sessionIds = [...new Set(lines.map((line) => line.sessionId))];
  for (const id of sessionIds) {
    await tx
      .update(chatSessions)
      .set({ lastMessageAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(chatSessions.id, id));
  }
  return rows.map((row) => row.id);
}

/** The owner columns of a session (for the owner check), or null when there is no such session. */
export async function selectChatOwner(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({ userId: chatSessions.userId, guestTokenHash: chatSessions.guestTokenHash })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  return row ?? null;
}

/** The intent of the assistant's latest line that answered the customer (the greeting does not count). */
export async function lastAssistantIntent(db: DbOrTx, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ intent: chatMessages.intent })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, sessionId),
        eq(chatMessages.senderType, 'ai'),
        sql`${chatMessages.intent} is distinct from 'greeting'`,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row?.intent ?? null;
}
