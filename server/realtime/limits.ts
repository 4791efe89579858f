export interface RealtimeLimits {
  /** Open and opening sockets per client address; the next upgrade is refused with 429. */
  socketsPerIp: number;
  /** Open and opening sockets in this process; the next upgrade is refused with 503. */
  sockets: number;
  /**
   * How long one connection reuses an answer of `authorize` for a (topic, code), denials included, and how often
   * a live subscription is asked again: a withdrawn right ends at most this long after it was withdrawn.
   */
  authorizationTtlMs: number;
  /** Calls to `authorize` one connection may have running at once; further subscribes wait their turn. */
  authorizationsInFlight: number;
}

/**
 * 20 sockets per address: one per open tab, so a household or a small office behind one address has room to
 * spare, while one machine cannot hold thousands. 10,000 per process bounds memory (tens of KB a socket) far
 * above what one store process serves. 60 s turns up to 20 subscribes a second into one database read a minute.
 * 4 in flight keeps a reconnect with a few topics quick and leaves the pool (10 connections) to others.
 */
export const REALTIME_LIMITS: RealtimeLimits = {
  socketsPerIp: 20,
  sockets: 10_000,
  authorizationTtlMs: 60_000,
  authorizationsInFlight: 4,
};
