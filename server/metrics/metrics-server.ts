import { createServer, type Server } from 'node:http';
import type { Logger } from '#server/log.ts';
import type { Metrics } from './metrics.ts';

/**
 * The metrics on a port of their own (METRICS_PORT), on this machine's loopback unless METRICS_HOST says otherwise:
 * GET or HEAD /metrics answers the exposition text, every other request 404. Nothing else of the store is here.
 */
export function serveMetrics(
  metrics: Metrics,
  { port, host, log }: { port: number; host: string; log: Logger },
) {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://metrics').pathname;
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.scrape().then(
      ({ body, contentType }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        log.error('metrics scrape failed', { error: String(error) });
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed\n');
      },
    );
  });
  server.listen(port, host, () => log.info('metrics listening', { host, port }));
  return {
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
