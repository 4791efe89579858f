import { ADMIN_USERS_TOPIC, accountTopic } from '#domain/realtime.ts';
import type { EventBus } from '#server/realtime/bus.ts';

type Bus = Pick<EventBus, 'publish'>;

/** Tells the user's open pages their access was restricted, and staff that the user changed. */
export async function accountRestricted(bus: Bus, userId: string) {
  const at = new Date().toISOString();
  await bus.publish(accountTopic(userId), { kind: 'account.restricted', at });
  await userChanged(bus, userId);
}

/** Staff screens showing the user refresh it. */
export function userChanged(bus: Bus, userId: string) {
  return bus.publish(ADMIN_USERS_TOPIC, { kind: 'user.changed', userId, at: new Date().toISOString() });
}
