import { can } from '#domain/permissions.ts';
import { parseTopic, type TopicKind } from '#domain/realtime.ts';
import type { OrdersService } from '#server/modules/orders/orders.service.ts';
import type { Subscriber } from './hub.ts';

export interface TopicDeps {
  orders: Pick<OrdersService, 'followRight'>;
  /** The courier's couriers.id when this session of theirs has the PIN entered; null otherwise. */
  unlockedCourierId(userId: string, sessionId: string | null): Promise<string | null>;
  /** The partner shop a user works for (owner or staff); null for none. */
  shopOf(userId: string): Promise<string | null>;
  /** May this subscriber follow a support chat session (its owner, or chat:answer staff)? */
  followsChat(sessionId: string, who: Subscriber): Promise<boolean>;
}

/** Who may subscribe to each topic of the registry in domain/realtime.ts; the order rules stay in orders.policy.ts. */
export function createTopicAuthority(deps: TopicDeps) {
  /** A courier's rights hold only while its session has the PIN entered, as for the courier API (423). */
  const courierIdOf = async (who: Subscriber) =>
    who.userId !== null && who.roles.includes('courier')
      ? deps.unlockedCourierId(who.userId, who.sessionId ?? null)
      : null;
  const unlockedCourier = async (who: Subscriber) => (await courierIdOf(who)) !== null;

  const RULES: Record<
    Exclude<TopicKind, 'order' | 'courier' | 'account' | 'merchant' | 'chat'>,
    (who: Subscriber) => Promise<boolean> | boolean
  > = {
    adminOrders: (who) => who.userId !== null && can(who.roles, 'orders:read:any'),
    couriers: unlockedCourier,
    fleet: (who) => who.userId !== null && can(who.roles, 'admin:access'),
    sessions: () => false,
    settings: () => false,
    incidents: (who) => who.userId !== null && can(who.roles, 'incidents:read'),
    adminUsers: (who) => who.userId !== null && can(who.roles, 'users:read'),
    staffCouriers: (who) => who.userId !== null && can(who.roles, 'couriers:read'),
    catalog: () => true,
    staffMerchants: (who) => who.userId !== null && can(who.roles, 'merchants:manage'),
    giveaways: () => true,
    staffGiveaways: (who) => who.userId !== null && can(who.roles, 'giveaways:manage'),
    staffChat: (who) => who.userId !== null && can(who.roles, 'chat:answer'),
  };

  /** May this subscriber follow a realtime topic? `code` is a tracking code for code holders. */
  async function authorize(topic: string, who: Subscriber, code?: string): Promise<boolean> {
    const parsed = parseTopic(topic);
    if (!parsed) return false;
    if (parsed.kind === 'courier') return (await courierIdOf(who)) === parsed.courierId;
    if (parsed.kind === 'account') return who.userId !== null && who.userId === parsed.userId;
    if (parsed.kind === 'merchant') {
      return (
        who.userId !== null &&
        who.roles.includes('merchant') &&
        (await deps.shopOf(who.userId)) === parsed.shopId
      );
    }
    if (parsed.kind === 'chat') return deps.followsChat(parsed.sessionId, who);
    if (parsed.kind !== 'order') return RULES[parsed.kind](who);
    const right = await deps.orders.followRight(parsed.orderId, who, code);
    return right === 'follower' || (right === 'courier' && (await unlockedCourier(who)));
  }

  return { authorize };
}
export type TopicAuthority = ReturnType<typeof createTopicAuthority>;
