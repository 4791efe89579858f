import { and, asc, eq, gt } from 'drizzle-orm';
import type { ChatMessage } from '#domain/chat/schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { chatMessages } from '#server/db/schema/chat.ts';

// Read models of the chat module (they may read other modules' tables, never write).

/** A session's lines, oldest first, after a given id when one is given. Staff names are first names only. */
export async function selectMessages(
  db: DbOrTx,
  sessionId: string,
  afterId?: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select({
      id: chatMessages.id,
      senderType: chatMessages.senderType,
      staffName: users.name,
      message: chatMessages.message,
      sourceLabel: chatMessages.sourceLabel,
      sourceHref: chatMessages.sourceHref,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.staffUserId))
    .where(
      and(
        eq(chatMessages.sessionId, sessionId),
        afterId === undefined ? undefined : gt(chatMessages.id, afterId),
      ),
    )
    .orderBy(asc(chatMessages.id));
  return rows.map((row) => ({
    id: String(row.id),
    senderType: row.senderType,
    senderName: row.senderType === 'staff' ? firstName(row.staffName) : null,
    message: row.message,
    source:
      row.sourceLabel !== null && row.sourceHref !== null
        ? { label: row.sourceLabel, href: row.sourceHref }
        : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** What the customer sees of a staff member: a first name ('Support' when the account has none). */
export function firstName(name: string | null): string {
  const first = name?.trim().split(/\s+/)[0];
  return first && first.length > 0 ? first : 'Support';
}
