/** Spec §2–§5: a support chat starts with the assistant; 'Speak to Real Person' hands it to staff for good. */
export const CHAT_MODES = ['ai', 'human'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

export const CHAT_STATUSES = ['active', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const CHAT_SENDERS = ['user', 'ai', 'staff'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** How staff close a conversation (kept with the transcript). */
export const CHAT_RESOLUTIONS = ['resolved', 'follow_up_email', 'no_reply', 'spam'] as const;
export type ChatResolution = (typeof CHAT_RESOLUTIONS)[number];
export const CHAT_RESOLUTION_LABELS: Record<ChatResolution, string> = {
  resolved: 'Resolved',
  follow_up_email: 'Follow-up by e-mail',
  no_reply: 'Customer left',
  spam: 'Spam or abuse',
};

/** Spec §5: trimmed, non-empty; the issue caps a message at 2,000 characters. */
export const CHAT_MESSAGE_MAX = 2000;

/** The spec's texts (§7) and the chat's own refusals. */
export const CHAT_TEXT = {
  startFailed: 'Failed to start chat session',
  sendFailed: 'Failed to send message',
  empty: 'Type a message first',
  tooLong: `Keep a message under ${CHAT_MESSAGE_MAX.toLocaleString('en-US')} characters`,
  notFound: 'Chat not found',
  closed: 'This chat has ended. Start a new one to keep talking.',
  off: 'Support chat is not available right now',
  tooFast: 'You are sending messages too quickly. Wait a moment and try again.',
  title: 'Support',
  realPerson: 'Speak to Real Person',
} as const;

/** The `guest_…` label a guest's session carries (spec §3): a label only; the cookie token is what grants access. */
export const guestLabel = (at: Date) => `guest_${at.getTime()}`;

/** The realtime topic of one chat session. */
export const chatTopicOf = (sessionId: string) => `chat:${sessionId}` as const;
