import { lookup as systemLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, normalizeHostname } from './public-address.ts';

/** Every address a name resolves to (tests inject one to play DNS). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** A short line safe to log and store: never an address the name resolved to, never what the other side said. */
export class OutboundError extends Error {
  constructor(
    readonly kind: 'refused' | 'unreachable' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundRequest {
  url: string;
  method: 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: Uint8Array | null;
}

/** Only the status: the body is never read, so what a failed answer says cannot reach a log or a table. */
export interface OutboundAnswer {
  status: number;
}

export interface OutboundOptions {
  /** Loopback addresses and plain http, for a fake service on this machine: NODE_ENV=test only. */
  allowLoopback?: boolean;
  timeoutMs?: number;
  resolve?: Resolve;
}

const resolveWithDns: Resolve = (hostname) => systemLookup(hostname, { all: true });
const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * The lookup the socket itself connects with, so the address checked is the address used: a name that resolves
 * to a public address when it is checked and to a private one when it is connected (DNS rebinding) cannot slip by.
 */
function guardedLookup(resolve: Resolve, allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = found.filter((a) => !family || a.family === family);
        if (!found.every((a) => isPublicAddress(a.address, { allowLoopback }))) {
          callback(new OutboundError('refused', 'the name resolves to an address that is not public'), '');
        } else if (!usable[0]) {
          callback(new OutboundError('unreachable', 'ENOTFOUND'), '');
        } else if (options.all) {
          callback(null, usable);
        } else {
          callback(null, usable[0].address, usable[0].family);
        }
      },
      (error: unknown) =>
        callback(new OutboundError('unreachable', (error as { code?: string }).code ?? 'ENOTFOUND'), ''),
    );
  };
}

/** The URL, if it may be requested at all; an IP address in it is checked here, since no lookup will see it. */
function targetOf(raw: string, allowLoopback: boolean) {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('refused', 'not a URL');
  }
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:')) {
    throw new OutboundError('refused', 'https only');
  }
  if (url.username || url.password) throw new OutboundError('refused', 'credentials in the URL');
  const host = normalizeHostname(url.hostname);
  const publicHost = isIP(host)
    ? isPublicAddress(host, { allowLoopback })
    : allowLoopback || !isLocalName(host);
  if (!publicHost) throw new OutboundError('refused', 'not a public address');
  return { url, host };
}

/**
 * The one way the server sends HTTP to an address a user supplied (push endpoints; webhooks later). It never
 * follows a redirect (a 3xx is just the answer), connects only to public addresses, checked on the address the
 * socket connects to, and gives back the status alone.
 */
export function outboundHttp({
  allowLoopback = false,
  timeoutMs = 10_000,
  resolve = resolveWithDns,
}: OutboundOptions = {}) {
  const lookup = guardedLookup(resolve, allowLoopback);
  return (request: OutboundRequest) =>
    new Promise<OutboundAnswer>((done, fail) => {
      const { url, host } = targetOf(request.url, allowLoopback);
      const body = request.body ? Buffer.from(request.body) : null;
      const headers = Object.fromEntries(
        Object.entries(request.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-length'),
      );
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send({
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: { ...headers, 'content-length': String(body?.length ?? 0) },
        lookup,
        agent: false,
      });
      const timer = setTimeout(
        () => req.destroy(new OutboundError('timeout', `no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      req.on('response', (res) => {
        clearTimeout(timer);
        res.destroy();
        done({ status: res.statusCode ?? 0 });
      });
      req.on('error', (error: Error & { code?: string }) => {
        clearTimeout(timer);
        fail(
          error instanceof OutboundError
            ? error
            : new OutboundError('unreachable', error.code ?? 'connection failed'),
        );
      });
      req.end(body ?? undefined);
    });
}
export type OutboundHttp = ReturnType<typeof outboundHttp>;
