import { chatTopic, STAFF_CHAT_TOPIC } from '#domain/realtime.ts';
import type { EventBus } from '#server/realtime/bus.ts';

type QueueChange = 'waiting' | 'claimed' | 'message' | 'closed';

/**
 * What the chat module tells the realtime hub after a commit: the session's own topic (its owner and staff follow
 * it) and, for human sessions, the staff queue. Events carry ids only; the apps fetch the lines after their last.
 */
export function chatEvents(bus: EventBus) {
  const at = () => new Date().toISOString();
  return {
    /** New lines in a session; `queue` also tells the desk (a customer wrote in a human session). */
    message: (sessionId: string, queue: boolean) =>
      bus.publishAll([
        { topic: chatTopic(sessionId), event: { kind: 'chat.message', sessionId, at: at() } },
        ...(queue
          ? [
              {
                topic: STAFF_CHAT_TOPIC,
                event: { kind: 'chat.queue', sessionId, change: 'message', at: at() },
              } as const,
            ]
          : []),
      ]),
    /** The session's mode, agent or status changed; `change` tells the desk's queue how. */
    session: (sessionId: string, change: QueueChange | null, withMessage = true) =>
      bus.publishAll([
        { topic: chatTopic(sessionId), event: { kind: 'chat.session', sessionId, at: at() } },
        ...(withMessage
          ? [{ topic: chatTopic(sessionId), event: { kind: 'chat.message', sessionId, at: at() } } as const]
          : []),
        ...(change
          ? [{ topic: STAFF_CHAT_TOPIC, event: { kind: 'chat.queue', sessionId, change, at: at() } } as const]
          : []),
      ]),
  };
}
export type ChatEvents = ReturnType<typeof chatEvents>;
