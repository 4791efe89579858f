import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of what sits in front (nginx's
 * upstream keep-alive, 2 s here, and most load balancers: 60 s) and of ordinary clients, so they close first. With
 * Node's 5 s, a request sent on a connection just as the server closes it fails with a reset, or a proxy's 502.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive timeout; headers may take a moment longer, as Node advises, so neither cuts the other. */
export function keepConnectionsAlive(server: Server) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
