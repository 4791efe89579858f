import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { clientAddress } from '#server/http/client-ip.ts';

export function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  return headers;
}

export function pathOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

export function refuse(socket: Duplex, status: 403 | 429 | 503, reason: string) {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The client's address, taken as HTTP takes it (`clientIp`). */
export function addressOf(req: IncomingMessage, trustProxy: number): string {
  const forwardedFor = [req.headers['x-forwarded-for'] ?? []].flat().join(', ');
  return clientAddress(forwardedFor, req.socket.remoteAddress, trustProxy);
}
