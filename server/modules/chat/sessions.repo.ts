import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { HandoverReason } from '#domain/chat/hand-over-reason.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { chatSessions } from '#server/db/schema/chat.ts';

// The customer's side of chat_sessions (owner module: chat): finding, starting, taking over and handing over.

export type ChatSessionRow = typeof chatSessions.$inferSelect;

/** Who a session belongs to: an account, or (while no account holds it) a browser's guest token hash. */
export type ChatOwnerKey = { userId: string } | { guestHash: string };

/** Serializes every start and take-over of one owner's conversations until the transaction ends. */
export async function lockChatOwner(tx: DbOrTx, owner: ChatOwnerKey) {
  const key = 'userId' in owner ? `chat:user:${owner.userId}` : `chat:guest:${owner.guestHash}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** The owner's newest active session (a guest's only while no account holds it). */
export async function activeSessionOf(db: DbOrTx, owner: ChatOwnerKey): Promise<ChatSessionRow | null> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(
      and(
        'userId' in owner
          ? eq(chatSessions.userId, owner.userId)
          : and(eq(chatSessions.guestTokenHash, owner.guestHash), isNull(chatSessions.userId)),
        eq(chatSessions.status, 'active'),
      ),
    )
    .orderBy(desc(chatSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/** One session, locked for the rest of the transaction when `lock` (a send or a hand-over). */
export async function sessionById(db: DbOrTx, id: string, lock = false): Promise<ChatSessionRow | null> {
  const query = db.select().from(chatSessions).where(eq(chatSessions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertSession(
  tx: DbOrTx,
  values: {
    userId: string | null;
    guestId: string | null;
    guestTokenHash: string | null;
    contactEmail: string | null;
  },
): Promise<ChatSessionRow> {
  const [row] = await tx.insert(chatSessions).values(values).returning();
  return row!;
}

/** A guest's session becomes the account's: the token hash stays (the row keeps an owner if the account goes). */
export async function takeOverSession(tx: DbOrTx, id: string, userId: string, contactEmail: string | null) {
  await tx
    .update(chatSessions)
    .set({
      userId,
      contactEmail: sql`coalesce(${chatSessions.contactEmail}, ${contactEmail})`,
      updatedAt: sql`now()`,
    })
    .where(eq(chatSessions.id, id));
}

/** Closes a conversation nobody is going to continue (the older of two after a sign-in). */
export async function closeAbandoned(tx: DbOrTx, id: string) {
  await tx
    .update(chatSessions)
    .set({ status: 'closed', closedAt: sql`now()`, resolution: 'no_reply', updatedAt: sql`now()` })
    .where(and(eq(chatSessions.id, id), eq(chatSessions.status, 'active')));
}

/** 'Speak to Real Person': the session waits for staff from now on. */
export async function handToPerson(tx: DbOrTx, id: string, reason: HandoverReason) {
  await tx
    .update(chatSessions)
    .set({ mode: 'human', waitingSince: sql`now()`, handoverReason: reason, updatedAt: sql`now()` })
    .where(eq(chatSessions.id, id));
}

/** Where to answer a guest by e-mail: the first address they typed, once. */
export async function setContactEmail(tx: DbOrTx, id: string, email: string) {
  await tx
    .update(chatSessions)
    .set({ contactEmail: email })
    .where(and(eq(chatSessions.id, id), isNull(chatSessions.contactEmail)));
}

/** A deleted account's chats keep their messages for the desk, without the address to write back to. */
export async function forgetContactEmails(tx: DbOrTx, userId: string) {
  await tx.update(chatSessions).set({ contactEmail: null }).where(eq(chatSessions.userId, userId));
}
