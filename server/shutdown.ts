import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Logger } from '#server/log.ts';

/**
 * After a SIGTERM, how long idle keep-alive connections stay open before the server closes them. A proxy may be
 * writing its next request on one at the very moment the server closes it, and nginx never resends a POST it has
 * written to a connection that then closed (the buyer would get a 502). So the proxy must close them first: nginx
 * drops an upstream connection idle for 2 s (`keepalive_timeout` in deploy/nginx/nymnyc-upstream.conf), well within
 * this grace, and a request that comes on one meanwhile is answered with `Connection: close`, after which nginx
 * closes it. By the end of the grace nginx has closed every connection it had; the server's own close only meets
 * clients that keep theirs longer.
 */
export const KEEP_ALIVE_GRACE_MS = 3000;

export interface ShutdownPlan {
  server: Server;
  /** Closes the WebSockets; runs once the server has stopped listening, while HTTP requests drain. */
  realtime: { close(): Promise<void> };
  /** Run in order once every HTTP request has been answered (the event bus, the database, the lock). */
  after: (() => Promise<void> | void)[];
  log: Logger;
  /**
   * Readiness turns 503 first (`drain`); the server goes on answering for `delayMs` so a load balancer polling
   * /readyz takes it out before it stops listening.
   */
  readiness?: { drain(): void; delayMs: number };
  timeoutMs: number;
  exit: (code: number) => void;
}

/**
 * SIGTERM handling: readiness turns 503 (and stays so for the drain delay), then stop accepting connections, answer
 * the requests already received (telling their clients not to reuse the connection), close WebSockets (1001), then
 * the rest; exit 1 if that takes over `timeoutMs`.
 * Must be created before the server takes requests, so it sees every one in flight.
 */
export function createShutdown(plan: ShutdownPlan) {
  const { server, log } = plan;
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  const lastOnItsConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (stopping) lastOnItsConnection(res);
  });

  return async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal, inFlight: inFlight.size });
    const timer = setTimeout(() => {
      log.error('shutdown timed out, exiting', { timeoutMs: plan.timeoutMs, inFlight: inFlight.size });
      plan.exit(1);
    }, plan.timeoutMs);
    plan.readiness?.drain();
    if (plan.readiness?.delayMs) await new Promise((resolve) => setTimeout(resolve, plan.readiness!.delayMs));
    // Stop listening; the keep-alive connections stay open for the grace, then the idle ones close, and those that
    // go idle later. (http's own close() would close the idle ones at once.)
    const drained = new Promise<void>((resolve) => stopListening(server, () => resolve()));
    inFlight.forEach(lastOnItsConnection);
    let idle: ReturnType<typeof setInterval> | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections();
      idle = setInterval(() => server.closeIdleConnections(), 250);
    }, KEEP_ALIVE_GRACE_MS);
    try {
      await plan.realtime.close();
      await drained;
      for (const step of plan.after) await step();
    } catch (error) {
      log.error('shutdown failed', { error: error instanceof Error ? error.stack : String(error) });
      plan.exit(1);
      return;
    } finally {
      clearTimeout(grace);
      clearInterval(idle);
      clearTimeout(timer);
    }
    log.info('shut down', { signal });
    plan.exit(0);
  };
}

/** Stops accepting connections, and calls `done` once every connection has closed; the open ones stay open. */
function stopListening(server: Server, done: () => void) {
  // A test's stand-in server is no net.Server: its own close() stands for this.
  if (server instanceof NetServer) NetServer.prototype.close.call(server, done);
  else (server as Pick<Server, 'close'>).close(done);
}
