import { createHash, randomBytes } from 'node:crypto';
import type { HandoverReason } from '#domain/chat/hand-over-reason.ts';
import type { ChatMode, ChatSender } from '#domain/chat/rules.ts';
import { guestLabel } from '#domain/chat/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { chatSessions } from '#server/db/schema/chat.ts';
import { insertMessages } from '#server/modules/chat/messages.repo.ts';

export interface TestChat {
  /** A signed-in customer's chat; a guest's (with a random cookie token) when absent. */
  userId?: string;
  mode?: ChatMode;
  contactEmail?: string | null;
  handoverReason?: HandoverReason;
  lines: readonly (string | { sender: ChatSender; text: string })[];
}

/** A chat straight into the chat tables (the customer API is another part's): human mode waits for a person. */
export async function insertTestChat(db: DbOrTx, chat: TestChat): Promise<string> {
  const at = new Date();
  const mode = chat.mode ?? 'human';
  const [row] = await db
    .insert(chatSessions)
    .values({
      userId: chat.userId ?? null,
      guestId: chat.userId ? null : guestLabel(at),
      guestTokenHash: chat.userId ? null : createHash('sha256').update(randomBytes(32)).digest('hex'),
      mode,
      waitingSince: mode === 'human' ? at : null,
      contactEmail: chat.contactEmail ?? null,
      handoverReason: chat.handoverReason ?? null,
    })
    .returning({ id: chatSessions.id });
  await insertMessages(
    db,
    chat.lines.map((line) =>
      typeof line === 'string'
        ? { sessionId: row!.id, senderType: 'user' as const, message: line }
        : { sessionId: row!.id, senderType: line.sender, message: line.text },
    ),
  );
  return row!.id;
}
