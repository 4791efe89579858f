import { WebSocket } from 'ws';
import type { ServerMessage } from '#domain/realtime.ts';
import type { Authorizations } from './authorizations.ts';
import type { Subscriber } from './hub.ts';
import type { RateGate, SlidingWindow } from './rate-gate.ts';

export interface Subscription {
  code: string | undefined;
  /** Set once authorized and following the bus. */
  stop: (() => void) | null;
  /** Aborted on unsubscribe: a check still waiting for its turn is dropped. */
  abort: AbortController;
  recheck: ReturnType<typeof setTimeout> | null;
}

export interface Connection {
  socket: WebSocket;
  subscriber: Subscriber;
  topics: Map<string, Subscription>;
  authorizations: Authorizations;
  gate: RateGate<ServerMessage>;
  incoming: SlidingWindow;
  alive: boolean;
  /** The latest access change being applied: a new subscription waits for it before it is asked. */
  changing: Promise<void> | null;
  /** The re-check's read of the roles, shared by the topics asking at the same moment. */
  rolesRead: Promise<RolesRead> | null;
}

export type RolesRead = 'kept' | 'closed' | 'failed';

export const send = (socket: WebSocket, message: ServerMessage) => {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
};

/** Closes a socket as the server shuts down (1001); one that does not answer within `graceMs` is cut. */
export function closeGracefully(socket: WebSocket, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve();
    const force = setTimeout(() => socket.terminate(), graceMs);
    socket.once('close', () => {
      clearTimeout(force);
      resolve();
    });
    socket.close(1001, 'Server shutting down');
  });
}
