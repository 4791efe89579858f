import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  authorization: string | undefined;
  contentType: string | undefined;
  json: unknown;
}

/**
 * An HTTP SMS gateway on a local port: records every request and answers with the next status of `statuses`
 * in turn (the last one repeats), after `delayMs`; 'hang' never answers (a gateway that times out).
 */
export async function fakeSmsGateway(statuses: (number | 'hang')[] = [200], { delayMs = 0 } = {}) {
  let queue = [...statuses];
  const requests: GatewayRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      requests.push({
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        json: JSON.parse(raw || 'null'),
      });
      const status = (queue.length > 1 ? queue.shift() : queue[0]) ?? 200;
      if (status === 'hang') return void hanging.push(res);
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(status < 300 ? '{"id":"msg_1"}' : '{"error":"gateway unavailable"}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    requests,
    /** The answers from now on. */
    answer(next: (number | 'hang')[]) {
      queue = [...next];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
