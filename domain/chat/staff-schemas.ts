import { z } from 'zod';
import { Instant } from '../orders/tracking-response.ts';
import { GuestMatchSchema } from '../orders/guest-orders.ts';
import { ORDER_STATUSES } from '../orders/status.ts';
import { HANDOVER_REASONS } from './hand-over-reason.ts';
import { CHAT_MODES, CHAT_RESOLUTIONS, CHAT_SENDERS, CHAT_STATUSES } from './rules.ts';
import { ChatMessageSchema } from './schemas.ts';
import { PAGE_LINK_EXPIRED } from '../admin/list-query.ts';

/** The desk's own texts (the customer's are CHAT_TEXT in rules.ts). */
export const LIVE_CHAT_TEXT = {
  taken: 'Another team member already took this chat',
  closed: 'This chat is closed',
  alreadyClosed: 'This chat is already closed',
  notFound: 'Chat not found',
  noEmail: 'This chat has no e-mail address',
  notClosed: 'Close the chat before e-mailing its transcript',
  badCursor: PAGE_LINK_EXPIRED,
  pickResolution: 'Choose how the chat ended',
  noteTooLong: 'Keep the note under 500 characters',
  tooFast: 'You are sending replies too quickly. Wait a moment and try again.',
  newWaiting: 'New chat waiting',
  joined: (first: string) => `${first} from support joined the chat.`,
  ended: 'This chat has ended. Thank you for reaching out — start a new chat any time you need us.',
} as const;

export const TRANSCRIPTS_PAGE_SIZE = 30;

/** One session as the desk lists it (queue, transcripts, the open conversation's header). */
export const LiveChatSummarySchema = z.strictObject({
  id: z.uuid(),
  mode: z.enum(CHAT_MODES),
  status: z.enum(CHAT_STATUSES),
  /** The customer's name and e-mail for a signed-in customer's chat; null for a guest's. */
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  /** The spec's `guest_…` label of a guest's chat. */
  guestLabel: z.string().nullable(),
  contactEmail: z.string().nullable(),
  waitingSince: Instant.nullable(),
  claimedBy: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
  claimedAt: Instant.nullable(),
  closedAt: Instant.nullable(),
  resolution: z.enum(CHAT_RESOLUTIONS).nullable(),
  resolutionNote: z.string().nullable(),
  /** The customer's first line. */
  preview: z.string().nullable(),
  /** Who wrote last: a customer's line in a claimed chat waits for a reply. */
  lastSender: z.enum(CHAT_SENDERS).nullable(),
  /** The latest line of anyone (trimmed), who wrote it (a staff member's first name) and when. */
  latest: z
    .strictObject({
      sender: z.enum(CHAT_SENDERS),
      staffName: z.string().nullable(),
      text: z.string(),
      at: Instant,
    })
    .nullable(),
  /** Why the assistant handed the chat to a person; null while the assistant has it (or for older chats). */
  handoverReason: z.enum(HANDOVER_REASONS).nullable(),
  messageCount: z.number().int().nonnegative(),
  lastMessageAt: Instant,
  createdAt: Instant,
});
export type LiveChatSummary = z.infer<typeof LiveChatSummarySchema>;

/** `GET /api/admin/live-chat/queue`: waiting (oldest first), the caller's own, and other staff members'. */
export const LiveChatQueueSchema = z.strictObject({
  waiting: z.array(LiveChatSummarySchema),
  mine: z.array(LiveChatSummarySchema),
  others: z.array(LiveChatSummarySchema),
});
export type LiveChatQueue = z.infer<typeof LiveChatQueueSchema>;

/** `GET /api/admin/live-chat/sessions`: words in the lines, or the customer's e-mail / guest label. */
export const TranscriptQuerySchema = z.strictObject({
  q: z.string().trim().max(200, 'Keep the search under 200 characters').optional(),
  status: z.enum(CHAT_STATUSES).optional(),
  cursor: z.string().max(300, LIVE_CHAT_TEXT.badCursor).optional(),
});
export type TranscriptQuery = z.infer<typeof TranscriptQuerySchema>;

export const TranscriptPageSchema = z.strictObject({
  sessions: z.array(LiveChatSummarySchema),
  nextCursor: z.string().nullable(),
});
export type TranscriptPage = z.infer<typeof TranscriptPageSchema>;

/** The signed-in customer behind a chat. */
export const ChatCustomerSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  memberSince: Instant,
  blocked: z.boolean(),
});

export const ChatCustomerOrderSchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalCents: z.number().int(),
  placedAt: Instant,
  trackingCode: z.string(),
  windowStart: Instant,
  windowEnd: Instant,
  /** Null for the account's own order; for a guest checkout, how it was linked (same e-mail, or phone only). */
  guest: GuestMatchSchema.nullable(),
});
export type ChatCustomerOrder = z.infer<typeof ChatCustomerOrderSchema>;

export const PreviousChatSchema = z.strictObject({
  id: z.uuid(),
  createdAt: Instant,
  status: z.enum(CHAT_STATUSES),
  resolution: z.enum(CHAT_RESOLUTIONS).nullable(),
  preview: z.string().nullable(),
});
export type PreviousChat = z.infer<typeof PreviousChatSchema>;

/** `GET /api/admin/live-chat/sessions/:id`: the conversation and who the customer is. */
export const LiveChatDetailSchema = z.strictObject({
  session: LiveChatSummarySchema,
  messages: z.array(ChatMessageSchema),
  customer: ChatCustomerSchema.nullable(),
  orders: z.array(ChatCustomerOrderSchema),
  previousChats: z.array(PreviousChatSchema),
});
export type LiveChatDetail = z.infer<typeof LiveChatDetailSchema>;

/** What claim, reply and close answer: the session as it stands and its lines after `after` (all when none). */
export const LiveChatWriteResponseSchema = z.strictObject({
  session: LiveChatSummarySchema,
  messages: z.array(ChatMessageSchema),
});
export type LiveChatWriteResponse = z.infer<typeof LiveChatWriteResponseSchema>;

/** `POST /api/admin/live-chat/sessions/:id/close`. */
export const CloseChatInputSchema = z.strictObject({
  resolution: z.enum(CHAT_RESOLUTIONS, { error: LIVE_CHAT_TEXT.pickResolution }),
  note: z.string().trim().max(500, LIVE_CHAT_TEXT.noteTooLong).optional(),
});
export type CloseChatInput = z.infer<typeof CloseChatInputSchema>;

export const EmailTranscriptResponseSchema = z.strictObject({ queuedTo: z.string() });
export type EmailTranscriptResponse = z.infer<typeof EmailTranscriptResponseSchema>;

export const CannedReplySchema = z.strictObject({ id: z.string(), title: z.string(), text: z.string() });
export type CannedReply = z.infer<typeof CannedReplySchema>;
export const CannedRepliesSchema = z.strictObject({ replies: z.array(CannedReplySchema) });
export type CannedReplies = z.infer<typeof CannedRepliesSchema>;

/**
 * `POST /api/dev/chat/waiting` (DEV_TOOLS only): a chat handed to a person, for the e2e test: a guest's, or the
 * account's with `customerEmail`.
 */
export const DevWaitingChatSchema = z.strictObject({
  lines: z.array(z.string().min(1).max(2000)).min(1).max(10),
  contactEmail: z.email().optional(),
  customerEmail: z.email().optional(),
});
export type DevWaitingChat = z.infer<typeof DevWaitingChatSchema>;
export const DevWaitingChatResponseSchema = z.strictObject({ sessionId: z.uuid() });
