import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP server on 127.0.0.1 that counts the connections made to it, so a test can prove nothing reached it.
 * Without a handler it answers every request 204.
 */
export async function countingServer(handler: RequestListener = (_req, res) => res.writeHead(204).end()) {
  let connections = 0;
  const server = createServer(handler);
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type CountingServer = Awaited<ReturnType<typeof countingServer>>;
