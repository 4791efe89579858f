import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import type { HandoverReason } from '#domain/chat/hand-over-reason.ts';
import { CHAT_MODES, CHAT_RESOLUTIONS, CHAT_SENDERS, CHAT_STATUSES } from '#domain/chat/rules.ts';
import { users } from './auth.ts';
import { belongsTo, instant, uuidKey } from './columns.ts';

export const chatModeEnum = pgEnum('chat_mode', CHAT_MODES);
export const chatStatusEnum = pgEnum('chat_status', CHAT_STATUSES);
export const chatSenderEnum = pgEnum('chat_sender', CHAT_SENDERS);
export const chatResolutionEnum = pgEnum('chat_resolution', CHAT_RESOLUTIONS);

/**
 * One support conversation (owner module: chat). A signed-in customer's has `user_id`; a guest's is bound to the
 * SHA-256 of a random token held in an HttpOnly cookie (`guest_id` is only the spec's `guest_…` label). A guest who
 * signs in keeps the session: `user_id` is set then. `waiting_since` is when it was handed to a person.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuidKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    guestTokenHash: text('guest_token_hash'),
    mode: chatModeEnum('mode').notNull().default('ai'),
    status: chatStatusEnum('status').notNull().default('active'),
    waitingSince: instant('waiting_since'),
    /** Why it was handed to a person (domain/chat/hand-over-reason.ts); null while the assistant has it. */
    handoverReason: text('handover_reason').$type<HandoverReason>(),
    claimedBy: text('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: instant('claimed_at'),
    closedAt: instant('closed_at'),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: chatResolutionEnum('resolution'),
    resolutionNote: text('resolution_note'),
    /** Where a transcript or an out-of-hours answer goes: the account's e-mail, or one a guest gave in the chat. */
    contactEmail: text('contact_email'),
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_sessions_guest_idx').on(t.guestTokenHash, t.createdAt),
    index('chat_sessions_user_idx').on(t.userId, t.createdAt),
    // The staff queue: human sessions still open, oldest wait first.
    index('chat_sessions_queue_idx')
      .on(t.waitingSince)
      .where(sql`${t.mode} = 'human' and ${t.status} = 'active'`),
    // Transcripts, newest conversation first (keyset on last_message_at, id).
    index('chat_sessions_recent_idx').on(t.lastMessageAt, t.id),
    // The desk's transcript search by a guest's label or the e-mail a chat holds (prefix).
    index('chat_sessions_guest_label_idx').on(t.guestId),
    index('chat_sessions_contact_email_idx').on(sql`lower(${t.contactEmail}) text_pattern_ops`),
    check('chat_sessions_owner_check', sql`${t.userId} is not null or ${t.guestTokenHash} is not null`),
    check('chat_sessions_closed_check', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);

/** One line of a conversation: the customer's, the assistant's (with the page it answered from) or staff's. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: belongsTo('session_id', () => chatSessions.id),
    senderType: chatSenderEnum('sender_type').notNull(),
    staffUserId: text('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** The assistant's source: the page (and anchor) its answer came from. */
    sourceLabel: text('source_label'),
    sourceHref: text('source_href'),
    /** What the assistant took the question for (faq, order_status, zip_check, unknown, …): for tests and review. */
    intent: text('intent'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_session_idx').on(t.sessionId, t.id),
    // Transcript search (staff): English full text over every line.
    index('chat_messages_search_idx').using('gin', sql`to_tsvector('english', ${t.message})`),
    check('chat_messages_length_check', sql`char_length(${t.message}) between 1 and 4000`),
  ],
);
