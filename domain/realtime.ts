import type { VehicleType } from './couriers/rules.ts';
import type { OrderStatus } from './orders/status.ts';

/** Spec §9: at most 10 realtime events per second reach one connection. */
export const REALTIME_MAX_EVENTS_PER_SECOND = 10;
export const REALTIME_PATH = '/api/realtime';

/**
 * Every realtime topic in one place: its name (or the pattern of its names), the event kinds it carries and who may
 * subscribe. The server's checks for each live in server/realtime/topics.ts; the bus refuses nothing itself.
 */
export const TOPICS = {
  /** One order: its customer, a tracking-code holder, its shop, staff who read any order, and its courier. */
  order: {
    pattern: /^order:([0-9a-f-]{36})$/,
    events: ['order.status', 'order.progress', 'courier.position'],
    subscribers: 'order followers',
  },
  /** Every order placed and every status change, for the admin area. */
  adminOrders: { name: 'orders', events: ['order.created', 'order.status'], subscribers: 'orders:read:any' },
  /** The pool of orders waiting for a courier: every courier whose session has the PIN entered. */
  couriers: { name: 'couriers', events: ['orders.available'], subscribers: 'unlocked couriers' },
  /**
   * Server-internal, never subscribable: sessions that ended (sign-out, a blocked user), whose sockets the hub closes,
   * and sessions whose access changed (a courier PIN entered, the app locked, a new PIN set), whose topics it re-checks.
   */
  sessions: { name: 'sessions', events: ['sessions.ended', 'sessions.changed'], subscribers: 'nobody' },
  /** Server-internal, never subscribable: an admin changed the store settings; every process drops its copy. */
  settings: { name: 'settings', events: ['settings.changed'], subscribers: 'nobody' },
} as const;
export type TopicKind = keyof typeof TOPICS;

export const orderTopic = (orderId: string) => `order:${orderId}` as const;
export const ADMIN_ORDERS_TOPIC = TOPICS.adminOrders.name;
export const COURIERS_TOPIC = TOPICS.couriers.name;
export const SESSIONS_TOPIC = TOPICS.sessions.name;
export const SETTINGS_TOPIC = TOPICS.settings.name;

export type TopicName =
  | ReturnType<typeof orderTopic>
  | typeof ADMIN_ORDERS_TOPIC
  | typeof COURIERS_TOPIC
  | typeof SESSIONS_TOPIC
  | typeof SETTINGS_TOPIC;

/** Which registry entry a topic name belongs to, with the order it names; null for a name no entry knows. */
export function parseTopic(
  topic: string,
): { kind: 'order'; orderId: string } | { kind: Exclude<TopicKind, 'order'> } | null {
  const orderId = TOPICS.order.pattern.exec(topic)?.[1];
  if (orderId) return { kind: 'order', orderId };
  if (topic === ADMIN_ORDERS_TOPIC) return { kind: 'adminOrders' };
  if (topic === COURIERS_TOPIC) return { kind: 'couriers' };
  if (topic === SESSIONS_TOPIC) return { kind: 'sessions' };
  if (topic === SETTINGS_TOPIC) return { kind: 'settings' };
  return null;
}

export type RealtimeEvent =
  | { kind: 'order.status'; orderId: string; status: OrderStatus; at: string }
  | { kind: 'order.created'; orderId: string; at: string }
  | {
      kind: 'courier.position';
      orderId: string;
      lat: number;
      lng: number;
      at: string;
      etaMinutes: number;
      vehicleType: VehicleType;
    }
  /** A courier took the order, or reached the door. */
  | { kind: 'order.progress'; orderId: string; step: 'assigned' | 'arrived'; at: string }
  /** The pool of orders couriers may take changed. */
  | { kind: 'orders.available'; at: string }
  /** One session of the user ended, or (sessionId null) all of them. */
  | { kind: 'sessions.ended'; userId: string; sessionId: string | null; at: string }
  /** What one session of the user (or, sessionId null, each) may follow changed. */
  | { kind: 'sessions.changed'; userId: string; sessionId: string | null; at: string }
  /** The store settings changed. */
  | { kind: 'settings.changed'; at: string };

/** The events a topic of the given kind carries. */
export type TopicEvent<K extends TopicKind> = Extract<
  RealtimeEvent,
  { kind: (typeof TOPICS)[K]['events'][number] }
>;
/** The events a topic name carries: what the server may publish to it. */
export type EventOf<T extends TopicName> = T extends `order:${string}`
  ? TopicEvent<'order'>
  : T extends typeof ADMIN_ORDERS_TOPIC
    ? TopicEvent<'adminOrders'>
    : T extends typeof COURIERS_TOPIC
      ? TopicEvent<'couriers'>
      : T extends typeof SESSIONS_TOPIC
        ? TopicEvent<'sessions'>
        : TopicEvent<'settings'>;

export type ClientMessage =
  { type: 'subscribe'; topic: string; code?: string } | { type: 'unsubscribe'; topic: string };

export type ServerMessage =
  | { type: 'subscribed'; topic: string }
  | { type: 'event'; topic: string; event: RealtimeEvent }
  | { type: 'error'; topic?: string; message: string };
