import type { IncidentCategory, IncidentStatus } from './couriers/incidents.ts';
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
    events: ['order.status', 'order.progress', 'order.door_check', 'courier.position'],
    subscribers: 'order followers',
  },
  /** Every order placed and every status change, for the admin area. */
  adminOrders: { name: 'orders', events: ['order.created', 'order.status'], subscribers: 'orders:read:any' },
  /** The pool of orders waiting for a courier: every courier whose session has the PIN entered. */
  couriers: { name: 'couriers', events: ['orders.available'], subscribers: 'unlocked couriers' },
  /** Every courier's position and shift changes, for the dispatch map: staff of the admin area (admin, support). */
  fleet: { name: 'fleet', events: ['fleet.position', 'fleet.shift'], subscribers: 'admin:access' },
  /** One courier's own deliveries given or taken by dispatch: that courier, in a session with the PIN entered. */
  courier: {
    pattern: /^courier:([0-9a-f-]{36})$/,
    events: ['delivery.assigned', 'delivery.unassigned', 'delivery.note', 'order.status'],
    subscribers: 'that courier, unlocked',
  },
  /** A courier's record changed (an admin action) or an application arrived or was decided: couriers:read. */
  staffCouriers: {
    name: 'staff-couriers',
    events: ['courier.changed', 'application.changed'],
    subscribers: 'couriers:read',
  },
  /**
   * Server-internal, never subscribable: sessions that ended (sign-out, a blocked user), whose sockets the hub closes,
   * and sessions whose access changed (a courier PIN entered, the app locked, a new PIN set), whose topics it re-checks.
   */
  sessions: { name: 'sessions', events: ['sessions.ended', 'sessions.changed'], subscribers: 'nobody' },
  /** Server-internal, never subscribable: an admin changed the store settings; every process drops its copy. */
  settings: { name: 'settings', events: ['settings.changed'], subscribers: 'nobody' },
  /** Couriers' incident reports and their status changes, for the back office's delivery safety. */
  incidents: {
    name: 'incidents',
    events: ['incident.created', 'incident.status'],
    subscribers: 'incidents:read',
  },
  /** One signed-in user's own account: staff restricted it (the web signs out and says why). That user only. */
  account: {
    pattern: /^account:([0-9a-f-]{36})$/,
    events: ['account.restricted', 'giveaway.mine'],
    subscribers: 'that user',
  },
  /** A user's account changed through the admin (blocked, roles, sessions, devices): staff who read users. */
  adminUsers: { name: 'users', events: ['user.changed'], subscribers: 'users:read' },
  /**
   * One partner shop's orders (placed, moved, a courier assigned or gone) and its own changes (stock, settings,
   * staff): the members of that shop only.
   */
  merchant: {
    pattern: /^merchant:([0-9a-f-]{36})$/,
    events: ['order.created', 'order.status', 'order.courier', 'shop.changed'],
    subscribers: 'members of that shop',
  },
  /** The public catalog changed (stock, a product, a shop's hours): anyone, for the storefront's live shelf. */
  catalog: { name: 'catalog', events: ['catalog.changed'], subscribers: 'anyone' },
  /**
   * A giveaway was created, changed, switched, ended or drawn (the storefront's banner, giveaway page and rules follow
   * it): anyone. Carries the slug only; no entrant data.
   */
  giveaways: { name: 'giveaways', events: ['giveaway.changed'], subscribers: 'anyone' },
  /** Entries came in, an entrant was disqualified or a winner changed: staff who manage giveaways. */
  staffGiveaways: {
    name: 'staff-giveaways',
    events: ['giveaway.entries', 'giveaway.winners'],
    subscribers: 'giveaways:manage',
  },
  /** A partner application arrived or was decided, or an admin changed a partner shop's terms: merchants:manage. */
  staffMerchants: { name: 'staff-merchants', events: ['partner.changed'], subscribers: 'merchants:manage' },
  /** One support chat's new lines and changes: its owner (account, or guest by cookie token) and chat:answer. */
  chat: {
    pattern: /^chat:([0-9a-f-]{36})$/,
    events: ['chat.message', 'chat.session'],
    subscribers: 'the session owner; chat:answer',
  },
  /** The live-chat queue changed: a session is waiting for a person, was taken, got a line or closed: chat:answer. */
  staffChat: { name: 'staff-chat', events: ['chat.queue'], subscribers: 'chat:answer' },
} as const;
export type TopicKind = keyof typeof TOPICS;

export const orderTopic = (orderId: string) => `order:${orderId}` as const;
export const ADMIN_ORDERS_TOPIC = TOPICS.adminOrders.name;
export const COURIERS_TOPIC = TOPICS.couriers.name;
export const SESSIONS_TOPIC = TOPICS.sessions.name;
export const FLEET_TOPIC = TOPICS.fleet.name;
export const SETTINGS_TOPIC = TOPICS.settings.name;
export const INCIDENTS_TOPIC = TOPICS.incidents.name;
export const ADMIN_USERS_TOPIC = TOPICS.adminUsers.name;
export const GIVEAWAYS_TOPIC = TOPICS.giveaways.name;
export const STAFF_GIVEAWAYS_TOPIC = TOPICS.staffGiveaways.name;
/** A user's own account topic, named by users.id. */
export const accountTopic = (userId: string) => `account:${userId}` as const;
export const STAFF_COURIERS_TOPIC = TOPICS.staffCouriers.name;
/** A courier's own topic, named by the courier's couriers.id. */
export const courierTopic = (courierId: string) => `courier:${courierId}` as const;
export const merchantTopic = (shopId: string) => `merchant:${shopId}` as const;
export const CATALOG_TOPIC = TOPICS.catalog.name;
export const STAFF_MERCHANTS_TOPIC = TOPICS.staffMerchants.name;
/** One support chat session's topic, named by chat_sessions.id. */
export const chatTopic = (sessionId: string) => `chat:${sessionId}` as const;
export const STAFF_CHAT_TOPIC = TOPICS.staffChat.name;

export type TopicName =
  | ReturnType<typeof orderTopic>
  | ReturnType<typeof courierTopic>
  | ReturnType<typeof accountTopic>
  | ReturnType<typeof merchantTopic>
  | ReturnType<typeof chatTopic>
  | typeof STAFF_CHAT_TOPIC
  | typeof CATALOG_TOPIC
  | typeof ADMIN_USERS_TOPIC
  | typeof ADMIN_ORDERS_TOPIC
  | typeof COURIERS_TOPIC
  | typeof FLEET_TOPIC
  | typeof SESSIONS_TOPIC
  | typeof SETTINGS_TOPIC
  | typeof INCIDENTS_TOPIC
  | typeof STAFF_COURIERS_TOPIC
  | typeof STAFF_MERCHANTS_TOPIC
  | typeof GIVEAWAYS_TOPIC
  | typeof STAFF_GIVEAWAYS_TOPIC;

export type ParsedTopic =
  | { kind: 'order'; orderId: string }
  | { kind: 'courier'; courierId: string }
  | { kind: 'account'; userId: string }
  | { kind: 'merchant'; shopId: string }
  | { kind: 'chat'; sessionId: string }
  | { kind: Exclude<TopicKind, 'order' | 'courier' | 'account' | 'merchant' | 'chat'> };

/** Which registry entry a topic name belongs to, with the order or courier it names; null for an unknown name. */
export function parseTopic(topic: string): ParsedTopic | null {
  const orderId = TOPICS.order.pattern.exec(topic)?.[1];
  if (orderId) return { kind: 'order', orderId };
  const courierId = TOPICS.courier.pattern.exec(topic)?.[1];
  if (courierId) return { kind: 'courier', courierId };
  const accountUserId = TOPICS.account.pattern.exec(topic)?.[1];
  if (accountUserId) return { kind: 'account', userId: accountUserId };
  const shopId = TOPICS.merchant.pattern.exec(topic)?.[1];
  if (shopId) return { kind: 'merchant', shopId };
  const chatSessionId = TOPICS.chat.pattern.exec(topic)?.[1];
  if (chatSessionId) return { kind: 'chat', sessionId: chatSessionId };
  if (topic === STAFF_CHAT_TOPIC) return { kind: 'staffChat' };
  if (topic === CATALOG_TOPIC) return { kind: 'catalog' };
  if (topic === ADMIN_USERS_TOPIC) return { kind: 'adminUsers' };
  if (topic === FLEET_TOPIC) return { kind: 'fleet' };
  if (topic === ADMIN_ORDERS_TOPIC) return { kind: 'adminOrders' };
  if (topic === COURIERS_TOPIC) return { kind: 'couriers' };
  if (topic === SESSIONS_TOPIC) return { kind: 'sessions' };
  if (topic === SETTINGS_TOPIC) return { kind: 'settings' };
  if (topic === INCIDENTS_TOPIC) return { kind: 'incidents' };
  if (topic === STAFF_COURIERS_TOPIC) return { kind: 'staffCouriers' };
  if (topic === STAFF_MERCHANTS_TOPIC) return { kind: 'staffMerchants' };
  if (topic === GIVEAWAYS_TOPIC) return { kind: 'giveaways' };
  if (topic === STAFF_GIVEAWAYS_TOPIC) return { kind: 'staffGiveaways' };
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
      distanceKm: number;
      vehicleType: VehicleType;
    }
  /** A courier took the order, or reached the door. */
  | { kind: 'order.progress'; orderId: string; step: 'assigned' | 'arrived'; at: string }
  | { kind: 'order.door_check'; orderId: string; at: string } // an ID check at the door, for staff's order page
  /** A courier's position as staff see it on the dispatch map (every courier, with or without deliveries). */
  | {
      kind: 'fleet.position';
      courierId: string;
      lat: number;
      lng: number;
      at: string;
      vehicleType: VehicleType;
    }
  /** A courier went online or offline. */
  | { kind: 'fleet.shift'; courierId: string; online: boolean; at: string }
  /** Dispatch gave the courier an order, or took one away (reassigned to another courier). */
  | { kind: 'delivery.assigned' | 'delivery.unassigned' | 'delivery.note'; orderId: string; at: string }
  /** The pool of orders couriers may take changed. */
  | { kind: 'orders.available'; at: string }
  /** One session of the user ended, or (sessionId null) all of them. */
  | { kind: 'sessions.ended'; userId: string; sessionId: string | null; at: string }
  /** What one session of the user (or, sessionId null, each) may follow changed. */
  | { kind: 'sessions.changed'; userId: string; sessionId: string | null; at: string }
  /** The store settings changed. */
  | { kind: 'settings.changed'; at: string }
  /** A courier reported an incident; `urgent` ones (theft or robbery, accident) alert the dashboard and the map. */
  | { kind: 'incident.created'; incidentId: string; category: IncidentCategory; urgent: boolean; at: string }
  /** Staff moved an incident (acknowledged, resolved). */
  | { kind: 'incident.status'; incidentId: string; status: IncidentStatus; at: string }
  /** Staff restricted this account (or the device it used): the web signs out and shows the restricted message. */
  | { kind: 'account.restricted'; at: string }
  /** A courier took one of the shop's orders, or dispatch moved it to another courier or back to the pool. */
  | { kind: 'order.courier'; orderId: string; at: string }
  /** The shop's own stock, settings or staff changed (another tab or device of the same shop follows). */
  | { kind: 'shop.changed'; what: 'stock' | 'settings' | 'staff'; at: string }
  /** A giveaway was created, changed, switched, ended or drawn (public: the slug only). */
  | { kind: 'giveaway.changed'; slug: string; at: string }
  /** Entries came in or an entrant was disqualified (staff). */
  | { kind: 'giveaway.entries'; giveawayId: string; at: string }
  /** A winner was drawn, notified, claimed or passed on (staff). */
  | { kind: 'giveaway.winners'; giveawayId: string; at: string }
  /** The user's own entries or draw result changed (a referral credited, a prize to claim). */
  | { kind: 'giveaway.mine'; giveawayId: string; at: string }
  /** Products' stock, prices or availability changed (the storefront refreshes them). */
  | { kind: 'catalog.changed'; productIds: string[]; at: string }
  /** Staff changed this user (blocked or unblocked, roles, sessions, devices). */
  | { kind: 'user.changed'; userId: string; at: string }
  /** An admin changed a courier (vehicle, commission, PIN reset, deactivation). */
  | { kind: 'courier.changed'; courierId: string; at: string }
  /** A courier application arrived or was decided. */
  | { kind: 'application.changed'; applicationId: string | null; at: string }
  /** A partner application arrived or was decided (`applicationId`), or an admin changed a shop's terms (`shopId`). */
  | { kind: 'partner.changed'; applicationId: string | null; shopId: string | null; at: string }
  /** A line was added to a chat (fetch the lines after the last one shown). */
  | { kind: 'chat.message'; sessionId: string; at: string }
  /** A chat's mode, agent or status changed. */
  | { kind: 'chat.session'; sessionId: string; at: string }
  /**
   * The live-chat queue changed. `waiting`: a session was handed to a person (staff are notified); `claimed`,
   * `message` (a customer wrote in a human session), `closed`.
   */
  | {
      kind: 'chat.queue';
      sessionId: string;
      change: 'waiting' | 'claimed' | 'message' | 'closed';
      at: string;
    };

/** The events a topic of the given kind carries. */
export type TopicEvent<K extends TopicKind> = Extract<
  RealtimeEvent,
  { kind: (typeof TOPICS)[K]['events'][number] }
>;
/** The events a topic name carries: what the server may publish to it. */
export type EventOf<T extends TopicName> = T extends `order:${string}`
  ? TopicEvent<'order'>
  : T extends `chat:${string}`
    ? TopicEvent<'chat'>
    : T extends typeof STAFF_CHAT_TOPIC
      ? TopicEvent<'staffChat'>
      : T extends `merchant:${string}`
        ? TopicEvent<'merchant'>
        : T extends typeof CATALOG_TOPIC
          ? TopicEvent<'catalog'>
          : T extends `account:${string}`
            ? TopicEvent<'account'>
            : T extends typeof ADMIN_USERS_TOPIC
              ? TopicEvent<'adminUsers'>
              : T extends `courier:${string}`
                ? TopicEvent<'courier'>
                : T extends typeof FLEET_TOPIC
                  ? TopicEvent<'fleet'>
                  : T extends typeof ADMIN_ORDERS_TOPIC
                    ? TopicEvent<'adminOrders'>
                    : T extends typeof COURIERS_TOPIC
                      ? TopicEvent<'couriers'>
                      : T extends typeof SESSIONS_TOPIC
                        ? TopicEvent<'sessions'>
                        : T extends typeof INCIDENTS_TOPIC
                          ? TopicEvent<'incidents'>
                          : T extends typeof STAFF_COURIERS_TOPIC
                            ? TopicEvent<'staffCouriers'>
                            : T extends typeof STAFF_MERCHANTS_TOPIC
                              ? TopicEvent<'staffMerchants'>
                              : T extends typeof GIVEAWAYS_TOPIC
                                ? TopicEvent<'giveaways'>
                                : T extends typeof STAFF_GIVEAWAYS_TOPIC
                                  ? TopicEvent<'staffGiveaways'>
                                  : TopicEvent<'settings'>;

export type ClientMessage =
  { type: 'subscribe'; topic: string; code?: string } | { type: 'unsubscribe'; topic: string };

export type ServerMessage =
  | { type: 'subscribed'; topic: string }
  | { type: 'event'; topic: string; event: RealtimeEvent }
  | { type: 'error'; topic?: string; message: string };
