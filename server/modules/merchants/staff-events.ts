import { merchantTopic, SESSIONS_TOPIC } from '#domain/realtime.ts';
import type { EventBus } from '#server/realtime/bus.ts';

/**
 * After a commit: the shop's staff screens refresh, and when a person's place changed, their open sockets re-check
 * what they may follow.
 */
export function staffChanged(bus: Pick<EventBus, 'publish'>, now: () => Date) {
  return async (shopId: string, userId?: string) => {
    const at = now().toISOString();
    await bus.publish(merchantTopic(shopId), { kind: 'shop.changed', what: 'staff', at });
    if (userId) await bus.publish(SESSIONS_TOPIC, { kind: 'sessions.changed', userId, sessionId: null, at });
  };
}
