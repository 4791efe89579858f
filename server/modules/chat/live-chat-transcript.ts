import type { ChatMessage } from '#domain/chat/schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { emailMessage } from '#server/modules/notifications/email/render-email.ts';
import { chatTranscriptEmail } from './emails/chat-transcript.tsx';
import { queueNotification } from '#server/modules/notifications/notifications.service.ts';

export interface TranscriptNotice {
  sessionId: string;
  userId: string | null;
  email: string;
  name: string | null;
  startedAt: string;
  lines: readonly ChatMessage[];
  /** The store's public origin, for the e-mail's links. */
  publicUrl: string;
}

/** Queues the transcript e-mail in the caller's transaction; the caller flushes the notifier after commit. */
export async function queueTranscript(tx: DbOrTx, n: TranscriptNotice) {
  const message = await emailMessage(
    chatTranscriptEmail,
    { publicUrl: n.publicUrl, name: n.name, startedAt: n.startedAt, lines: n.lines },
    {
      userId: n.userId,
      toAddress: n.email,
      template: 'chat-transcript',
      payload: { sessionId: n.sessionId },
    },
  );
  return queueNotification(tx, message);
}
