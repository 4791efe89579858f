export interface RealtimeLimits {
  /** Open and opening sockets per client address; the next upgrade is refused with 429. */
  socketsPerIp: number;
  /** Open and opening sockets in this process; the next upgrade is refused with 503. */
  sockets: number;
}

/**
 * 20 sockets per address: one per open tab, so a household or a small office behind one address has room to
 * spare, while one machine cannot hold thousands. 10,000 per process bounds memory (tens of KB a socket) far
 * above what one store process serves.
 */
export const REALTIME_LIMITS: RealtimeLimits = {
  socketsPerIp: 20,
  sockets: 10_000,
};
