import type { Server } from 'node:http';
import type { Services } from '#server/services.ts';
import { guestChatHashFromHeaders } from '#server/http/guest-chat.ts';
import { attachRealtime, type RealtimeDeps, type RealtimeHub } from './hub.ts';

/** The store's realtime endpoint: the session from the cookies, topics authorized by the orders module. */
export function attachStoreRealtime(
  server: Server,
  services: Services,
  options: Pick<RealtimeDeps, 'limits' | 'heartbeatMs'> = {},
): RealtimeHub {
  const { env } = services;
  async function resolveUser(headers: Headers) {
    return services.users.accounts.caller(headers);
  }
  const hub = attachRealtime(server, {
    bus: services.bus,
    authorize: services.topics.authorize,
    resolveUser,
    sessionRoles: services.users.accounts.sessionRoles,
    resolveChatGuest: guestChatHashFromHeaders,
    // The same browser origins the HTTP origin check trusts.
    allowedOrigin: env.ALLOWED_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    log: services.log,
    heartbeatMs: options.heartbeatMs,
    limits: {
      socketsPerIp: env.REALTIME_SOCKETS_PER_IP,
      sockets: env.REALTIME_SOCKETS,
      ...options.limits,
    },
  });
  services.metrics.watchSockets(hub.connectionCount);
  return hub;
}
