import { createHash, randomBytes } from 'node:crypto';
import type { ChatMessage } from '#domain/chat/schemas.ts';
import { CANNED_REPLIES } from '#domain/chat/staff-canned.ts';
import {
  LIVE_CHAT_TEXT as T,
  TRANSCRIPTS_PAGE_SIZE,
  type CloseChatInput,
  type DevWaitingChat,
  type LiveChatDetail,
  type LiveChatSummary,
  type LiveChatWriteResponse,
  type TranscriptPage,
  type TranscriptQuery,
} from '#domain/chat/staff-schemas.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { pageByInstant } from '#server/db/keyset.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { Notifier } from '#server/modules/notifications/notifications.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { chatEvents } from './chat.events.ts';
import { firstName, selectMessages } from './chat.queries.ts';
import {
  chatCustomer,
  previousChats,
  staffName,
  transcriptAddress,
  userIdByEmail,
} from './live-chat-context.queries.ts';
import { customerOrders, type GuestOrdersLookup } from './customer-orders.ts';
import { queueTranscript } from './live-chat-transcript.ts';
import { queueRows, summaryById, transcriptRows } from './live-chat.queries.ts';
import { insertMessages, selectChatOwner } from './messages.repo.ts';
import {
  claimChatSession,
  closeChatSession,
  insertWaitingChat,
  lockChatSession,
  type LockedChat,
} from './staff.repo.ts';

export interface LiveChatDeps {
  db: Db;
  bus: EventBus;
  notifier: Pick<Notifier, 'flush'>;
  now: () => Date;
  /** The store's public origin, for links in e-mailed transcripts. */
  publicUrl: string;
  guestOrders: GuestOrdersLookup;
}

const badCursor = () => new AppError(400, 'invalid_cursor', T.badCursor);

/** What the audit log keeps of a session. */
const snapshot = (s: LiveChatSummary) => ({
  mode: s.mode,
  status: s.status,
  claimedBy: s.claimedBy?.id ?? null,
  resolution: s.resolution,
  resolutionNote: s.resolutionNote,
});

/** The staff desk: queue, transcripts, one conversation with its customer, claim, reply, close, e-mail. */
export function createLiveChat({ db, bus, notifier, now, publicUrl, guestOrders }: LiveChatDeps) {
  const events = chatEvents(bus);

  async function summary(tx: DbOrTx, id: string) {
    const s = await summaryById(tx, id);
    if (!s) throw notFound(T.notFound);
    return s;
  }

  async function locked(tx: DbOrTx, id: string): Promise<LockedChat> {
    const row = await lockChatSession(tx, id);
    if (!row) throw notFound(T.notFound);
    return row;
  }

  async function audited(
    tx: DbOrTx,
    actor: Actor,
    action: string,
    id: string,
    before: object,
    after: object,
  ) {
    await recordAudit(tx, {
      ...auditOrigin(actor),
      action,
      targetType: 'chat_session',
      targetId: id,
      before: { ...before },
      after: { ...after },
    });
  }

  /** Takes the session for `actor` (in `tx`, the row locked): refused when someone else holds it or it ended. */
  async function take(tx: DbOrTx, actor: Actor, row: LockedChat, id: string) {
    if (row.status === 'closed') throw conflict('chat_closed', T.closed);
    if (row.claimedBy !== null && row.claimedBy !== actor.userId) throw conflict('chat_taken', T.taken);
    if (row.claimedBy === actor.userId) return false;
    const before = await summary(tx, id);
    await claimChatSession(tx, id, actor.userId, now());
    const name = firstName(await staffName(tx, actor.userId));
    await insertMessages(tx, [{ sessionId: id, senderType: 'ai', message: T.joined(name) }]);
    await audited(tx, actor, 'chat.claimed', id, snapshot(before), snapshot(await summary(tx, id)));
    return true;
  }

  async function written(tx: DbOrTx, id: string, after?: string): Promise<LiveChatWriteResponse> {
    return {
      session: await summary(tx, id),
      messages: await selectMessages(tx, id, after ? Number(after) : undefined),
    };
  }

  return {
    canned: () => ({ replies: [...CANNED_REPLIES] }),

    queue: (callerId: string) => queueRows(db, callerId),

    async transcripts(query: TranscriptQuery): Promise<TranscriptPage> {
      const { rows, nextCursor } = await pageByInstant(
        { cursor: query.cursor, limit: TRANSCRIPTS_PAGE_SIZE },
        (after) => transcriptRows(db, query, after, TRANSCRIPTS_PAGE_SIZE),
        (last) => last.key,
        { refusal: badCursor },
      );
      return { sessions: rows.map((r) => r.summary), nextCursor };
    },

    /** The conversation, all of it or the lines after `after` (a realtime event said there are new ones). */
    async detail(id: string, after?: string): Promise<LiveChatDetail> {
      const session = await summary(db, id);
      const owner = (await selectChatOwner(db, id))?.userId;
      const messages: ChatMessage[] = await selectMessages(db, id, after ? Number(after) : undefined);
      if (!owner) {
        const orders = await customerOrders(db, guestOrders, null, {
          email: session.contactEmail,
          phone: null,
        });
        return { session, messages, customer: null, orders, previousChats: [] };
      }
      const customer = await chatCustomer(db, owner);
      return {
        session,
        messages,
        customer,
        orders: await customerOrders(db, guestOrders, owner, {
          email: customer?.email ?? session.contactEmail,
          phone: customer?.phone ?? null,
        }),
        previousChats: await previousChats(db, owner, id),
      };
    },

    async claim(actor: Actor, id: string): Promise<LiveChatWriteResponse> {
      const answer = await db.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (row.claimedBy === actor.userId && row.status === 'active') return written(tx, id);
        await take(tx, actor, row, id);
        return written(tx, id);
      });
      await events.session(id, 'claimed');
      return answer;
    },

    async reply(actor: Actor, id: string, message: string, after?: string): Promise<LiveChatWriteResponse> {
      const { answer, claimed } = await db.transaction(async (tx) => {
        const row = await locked(tx, id);
        const claimed = await take(tx, actor, row, id);
        await insertMessages(tx, [
          { sessionId: id, senderType: 'staff', staffUserId: actor.userId, message },
        ]);
        return { answer: await written(tx, id, after), claimed };
      });
      if (claimed) await events.session(id, 'claimed');
      else await events.message(id, true);
      return answer;
    },

    async close(actor: Actor, id: string, input: CloseChatInput): Promise<LiveChatWriteResponse> {
      const answer = await db.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (row.status === 'closed') throw conflict('chat_closed', T.alreadyClosed);
        const before = await summary(tx, id);
        await closeChatSession(tx, id, actor.userId, input.resolution, input.note || null, now());
        await insertMessages(tx, [{ sessionId: id, senderType: 'ai', message: T.ended }]);
        const result = await written(tx, id);
        await audited(tx, actor, 'chat.closed', id, snapshot(before), snapshot(result.session));
        return result;
      });
      await events.session(id, 'closed');
      return answer;
    },

    async emailTranscript(actor: Actor, id: string) {
      const queuedTo = await db.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (row.status !== 'closed') throw conflict('chat_open', T.notClosed);
        const to = await transcriptAddress(tx, id);
        if (!to?.email) throw conflict('chat_no_email', T.noEmail);
        const session = await summary(tx, id);
        await queueTranscript(tx, {
          sessionId: id,
          userId: row.userId,
          email: to.email,
          name: to.name ?? session.customerName,
          startedAt: session.createdAt,
          lines: await selectMessages(tx, id),
          publicUrl,
        });
        await audited(tx, actor, 'chat.transcript_emailed', id, {}, { to: to.email });
        return to.email;
      });
      void notifier.flush();
      return { queuedTo };
    },

    /** DEV_TOOLS: a chat already waiting for a person (an account's or a guest's), with the customer's lines. */
    async devWaiting({ lines, contactEmail, customerEmail }: DevWaitingChat) {
      const userId = customerEmail ? await userIdByEmail(db, customerEmail) : null;
      if (customerEmail && !userId) throw notFound('No account with that e-mail');
      const owner = userId
        ? { userId }
        : { tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex') };
      const id = await db.transaction(async (tx) => {
        const sessionId = await insertWaitingChat(tx, owner, contactEmail ?? null, now());
        await insertMessages(
          tx,
          lines.map((message) => ({ sessionId, senderType: 'user' as const, message })),
        );
        return sessionId;
      });
      await events.session(id, 'waiting');
      return { sessionId: id };
    },
  };
}
export type LiveChat = ReturnType<typeof createLiveChat>;
