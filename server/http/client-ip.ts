/**
 * The caller's address for rate limiting and socket caps: the socket peer, or the first X-Forwarded-For hop when
 * a proxy we control sets it (TRUST_PROXY). Without that setting the header is the client's word and ignored.
 */
export function clientAddress(
  forwardedFor: string | null | undefined,
  remoteAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const first = forwardedFor?.split(',')[0]?.trim();
    if (first) return first;
  }
  return remoteAddress ?? 'unknown';
}
