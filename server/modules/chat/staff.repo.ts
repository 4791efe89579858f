import { eq, sql } from 'drizzle-orm';
import { guestLabel, type ChatResolution } from '#domain/chat/rules.ts';
import type { HandoverReason } from '#domain/chat/hand-over-reason.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { chatSessions } from '#server/db/schema/chat.ts';

// The desk's writes to chat_sessions (lines go through messages.repo.ts insertMessages).

/** Locks a session for a staff write; null when there is none. */
export async function lockChatSession(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: chatSessions.id,
      mode: chatSessions.mode,
      status: chatSessions.status,
      claimedBy: chatSessions.claimedBy,
      userId: chatSessions.userId,
      contactEmail: chatSessions.contactEmail,
      resolution: chatSessions.resolution,
    })
    .from(chatSessions)
    .where(eq(chatSessions.id, id))
    .for('update');
  return row ?? null;
}
export type LockedChat = NonNullable<Awaited<ReturnType<typeof lockChatSession>>>;

/** Hands the session to `staffUserId`: human mode (staff stepping into an assistant chat switch it for good). */
export async function claimChatSession(tx: DbOrTx, id: string, staffUserId: string, at: Date) {
  await tx
    .update(chatSessions)
    .set({
      mode: 'human',
      claimedBy: staffUserId,
      claimedAt: at,
      waitingSince: sql`coalesce(${chatSessions.waitingSince}, ${at})`,
      // Staff stepping into an assistant chat is its hand-over.
      handoverReason: sql`coalesce(${chatSessions.handoverReason},
        case when ${chatSessions.mode} = 'ai' then 'staff_joined' end)`,
      updatedAt: at,
    })
    .where(eq(chatSessions.id, id));
}

export async function closeChatSession(
  tx: DbOrTx,
  id: string,
  staffUserId: string,
  resolution: ChatResolution,
  note: string | null,
  at: Date,
) {
  await tx
    .update(chatSessions)
    .set({
      status: 'closed',
      closedAt: at,
      closedBy: staffUserId,
      resolution,
      resolutionNote: note,
      updatedAt: at,
    })
    .where(eq(chatSessions.id, id));
}

/** A chat already handed to a person (DEV_TOOLS seeding for the e2e test): an account's, else a guest's. */
export async function insertWaitingChat(
  tx: DbOrTx,
  owner: { userId: string } | { tokenHash: string },
  contactEmail: string | null,
  at: Date,
  handoverReason: HandoverReason = 'chose_person',
) {
  const [row] = await tx
    .insert(chatSessions)
    .values({
      userId: 'userId' in owner ? owner.userId : null,
      guestId: 'userId' in owner ? null : guestLabel(at),
      guestTokenHash: 'tokenHash' in owner ? owner.tokenHash : null,
      mode: 'human',
      waitingSince: at,
      handoverReason,
      contactEmail,
    })
    .returning({ id: chatSessions.id });
  return row!.id;
}
