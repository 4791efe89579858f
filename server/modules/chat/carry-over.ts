import type { Db } from '#server/db/client.ts';
import type { ChatEvents } from './chat.events.ts';
import { accountEmail } from './chat-sessions.queries.ts';
import {
  activeSessionOf,
  closeAbandoned,
  lockChatOwner,
  sessionById,
  takeOverSession,
  type ChatSessionRow,
} from './sessions.repo.ts';

/**
 * A guest who signs in keeps the conversation: the browser's active guest session (no account holds it yet) becomes
 * the account's. When the account already has an active one too, the newer stays and the older is closed as
 * `no_reply`. From then on only the account opens it; the cookie alone gives nothing.
 */
export function createCarryOver(db: Db, events: ChatEvents) {
  return async function carryOver(userId: string, guestHash: string | null): Promise<ChatSessionRow | null> {
    if (guestHash === null || !(await activeSessionOf(db, { guestHash }))) {
      return activeSessionOf(db, { userId });
    }
    const { kept, closed } = await db.transaction(async (tx) => {
      await lockChatOwner(tx, { userId });
      await lockChatOwner(tx, { guestHash });
      const guest = await activeSessionOf(tx, { guestHash });
      const own = await activeSessionOf(tx, { userId });
      if (!guest) return { kept: own, closed: null };
      await takeOverSession(tx, guest.id, userId, await accountEmail(tx, userId));
      if (!own) return { kept: await sessionById(tx, guest.id), closed: null };
      const [older, newer] = own.createdAt <= guest.createdAt ? [own, guest] : [guest, own];
      await closeAbandoned(tx, older.id);
      return { kept: await sessionById(tx, newer.id), closed: older.id };
    });
    if (closed) await events.session(closed, 'closed', false);
    if (kept) await events.session(kept.id, null, false);
    return kept;
  };
}
