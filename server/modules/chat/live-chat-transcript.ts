import { newYorkDateTime } from '#domain/giveaways/draw-text.ts';
import type { ChatMessage } from '#domain/chat/schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queueNotification } from '#server/modules/notifications/notifications.service.ts';

const BRAND = 'New York Minute NYC';

const speaker = (m: ChatMessage) =>
  m.senderType === 'user'
    ? 'You'
    : m.senderType === 'staff'
      ? `${m.senderName ?? 'Support'} (support)`
      : 'Assistant';

/** The e-mail: every line with its time and speaker, as plain text. */
export function transcriptBody(
  name: string | null,
  startedAt: string,
  lines: readonly ChatMessage[],
): string {
  const first = name?.trim().split(/\s+/)[0] || 'there';
  return [
    `Hi ${first},`,
    '',
    `Here is the transcript of your support chat of ${newYorkDateTime(startedAt)}.`,
    '',
    ...lines.map((m) => `[${newYorkDateTime(m.createdAt)}] ${speaker(m)}: ${m.message}`),
    '',
    'Reply to this e-mail or open the chat on our site if you need anything else.',
    '',
    BRAND,
  ].join('\n');
}

export interface TranscriptNotice {
  sessionId: string;
  userId: string | null;
  email: string;
  name: string | null;
  startedAt: string;
  lines: readonly ChatMessage[];
}

/** Queues the transcript e-mail in the caller's transaction; the caller flushes the notifier after commit. */
export function queueTranscript(tx: DbOrTx, n: TranscriptNotice) {
  return queueNotification(tx, {
    userId: n.userId,
    channel: 'email',
    toAddress: n.email,
    template: 'chat-transcript',
    subject: `Your support chat with ${BRAND}`,
    body: transcriptBody(n.name, n.startedAt, n.lines),
    payload: { sessionId: n.sessionId },
  });
}
