import type { Server, ServerResponse } from 'node:http';
import type { Logger } from '#server/log.ts';

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
 * SIGTERM handling: readiness turns 503 (and stays so for the drain delay), then stop accepting connections, answer the requests already received (telling their clients
 * not to reuse the connection), close WebSockets (1001), then the rest; exit 1 if that takes over `timeoutMs`.
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
    // close() stops listening and closes idle keep-alive connections; the interval closes those that go idle later.
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    inFlight.forEach(lastOnItsConnection);
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    try {
      await plan.realtime.close();
      await drained;
      for (const step of plan.after) await step();
    } catch (error) {
      log.error('shutdown failed', { error: error instanceof Error ? error.stack : String(error) });
      plan.exit(1);
      return;
    } finally {
      clearInterval(idle);
      clearTimeout(timer);
    }
    log.info('shut down', { signal });
    plan.exit(0);
  };
}
