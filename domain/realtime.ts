import type { VehicleType } from './couriers/rules.ts';
import type { OrderStatus } from './orders/status.ts';

/** Spec §9: at most 10 realtime events per second reach one connection. */
export const REALTIME_MAX_EVENTS_PER_SECOND = 10;
export const REALTIME_PATH = '/api/realtime';

export const orderTopic = (orderId: string) => `order:${orderId}`;
/** Every signed-in courier may follow the pool of orders waiting for a courier. */
export const COURIERS_TOPIC = 'couriers';
/**
 * Server-internal, never subscribable: sessions that ended (sign-out, a blocked user), whose sockets the hub closes,
 * and sessions whose access changed (a courier PIN entered, the app locked, a new PIN set), whose topics it re-checks.
 */
export const SESSIONS_TOPIC = 'sessions';

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
  /** The pool of orders couriers may take changed (topic `couriers`). */
  | { kind: 'orders.available'; at: string }
  /** Topic `sessions` only: one session of the user ended, or (sessionId null) all of them. */
  | { kind: 'sessions.ended'; userId: string; sessionId: string | null; at: string }
  /** Topic `sessions` only: what one session of the user (or, sessionId null, each) may follow changed. */
  | { kind: 'sessions.changed'; userId: string; sessionId: string | null; at: string };

export type ClientMessage =
  { type: 'subscribe'; topic: string; code?: string } | { type: 'unsubscribe'; topic: string };

export type ServerMessage =
  | { type: 'subscribed'; topic: string }
  | { type: 'event'; topic: string; event: RealtimeEvent }
  | { type: 'error'; topic?: string; message: string };
