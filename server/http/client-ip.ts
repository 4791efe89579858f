import { isIP } from 'node:net';

/**
 * The caller's address for rate limiting and socket caps. Without trusted proxies (`hops` 0) it is the socket peer,
 * and X-Forwarded-For is the client's word, ignored. Behind `hops` proxies that each append the address they were
 * reached from, the entry `hops` from the right is the one the outermost trusted proxy saw; everything left of it
 * was written by the client and is never read.
 */
export function clientAddress(
  forwardedFor: string | null | undefined,
  remoteAddress: string | undefined,
  hops: number,
): string {
  if (hops > 0 && forwardedFor) {
    const entries = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const seen = entries[Math.max(0, entries.length - hops)];
    if (seen && isIP(seen)) return seen;
  }
  return remoteAddress ?? 'unknown';
}
