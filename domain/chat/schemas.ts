import { z } from 'zod';
import { Instant } from '../orders/tracking-response.ts';
import { CHAT_MESSAGE_MAX, CHAT_MODES, CHAT_SENDERS, CHAT_STATUSES, CHAT_TEXT } from './rules.ts';

/** A message as typed: trimmed, not empty, at most 2,000 characters (spec §5). */
export const ChatTextField = z
  .string({ error: CHAT_TEXT.empty })
  .trim()
  .min(1, CHAT_TEXT.empty)
  .max(CHAT_MESSAGE_MAX, CHAT_TEXT.tooLong);

/** `POST /api/chat/sessions/:id/messages` (customer) and the staff reply. */
export const ChatMessageInputSchema = z.strictObject({ message: ChatTextField });
export type ChatMessageInput = z.infer<typeof ChatMessageInputSchema>;

/** The page an assistant answer came from, linked under it. `href` is a path on this site. */
export const ChatSourceSchema = z.strictObject({
  label: z.string().min(1).max(120),
  href: z.string().regex(/^\/[^\s]*$/),
});
export type ChatSource = z.infer<typeof ChatSourceSchema>;

/** One line of a conversation as both apps show it. `senderName` is the staff member's first name. */
export const ChatMessageSchema = z.strictObject({
  id: z.string().regex(/^\d+$/),
  senderType: z.enum(CHAT_SENDERS),
  senderName: z.string().nullable(),
  message: z.string(),
  source: ChatSourceSchema.nullable(),
  createdAt: Instant,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A session as its owner sees it (no token, no staff ids). */
export const ChatSessionSchema = z.strictObject({
  id: z.uuid(),
  /** The spec's `guest_…` label for a guest's session; null for a signed-in customer's. */
  guestId: z.string().nullable(),
  mode: z.enum(CHAT_MODES),
  status: z.enum(CHAT_STATUSES),
  /** The first name of the staff member who took the conversation, once one has. */
  agentName: z.string().nullable(),
  createdAt: Instant,
  closedAt: Instant.nullable(),
});
export type ChatSession = z.infer<typeof ChatSessionSchema>;

/** The caller's open conversation with its history (oldest first), or null when there is none. */
export const ChatConversationSchema = z.strictObject({
  session: ChatSessionSchema,
  messages: z.array(ChatMessageSchema),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;
export const ChatCurrentResponseSchema = z.strictObject({
  conversation: ChatConversationSchema.nullable(),
  /** The store's support chat switch: the launcher shows only while it is on (an open conversation stays readable). */
  available: z.boolean(),
});
export type ChatCurrentResponse = z.infer<typeof ChatCurrentResponseSchema>;

/** Lines after a given id (a realtime event said there are new ones). */
export const ChatMessagesQuerySchema = z.strictObject({
  after: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export const ChatMessagesResponseSchema = z.strictObject({
  session: ChatSessionSchema,
  messages: z.array(ChatMessageSchema),
});
export type ChatMessagesResponse = z.infer<typeof ChatMessagesResponseSchema>;

/** What a send answers: the stored line and, in assistant mode, the assistant's reply. */
export const ChatSendResponseSchema = z.strictObject({
  session: ChatSessionSchema,
  messages: z.array(ChatMessageSchema),
});
export type ChatSendResponse = z.infer<typeof ChatSendResponseSchema>;
