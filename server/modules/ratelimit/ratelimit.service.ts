import type { DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { hit, unhit } from './ratelimit.repo.ts';

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
  message?: string;
}

export const LIMITS = {
  signInPerIp: { name: 'signin-ip', max: 20, windowMs: 15 * 60_000 },
  signInPerEmail: { name: 'signin-email', max: 5, windowMs: 15 * 60_000 },
  signUpPerIp: { name: 'signup-ip', max: 10, windowMs: 60 * 60_000 },
  analyticsPerIp: { name: 'analytics-ip', max: 120, windowMs: 60_000 },
  clientErrorsPerIp: { name: 'client-errors-ip', max: 30, windowMs: 60_000 },
  trackLookupPerIp: { name: 'track-lookup-ip', max: 20, windowMs: 15 * 60_000 },
  checkoutPerIp: { name: 'checkout-ip', max: 30, windowMs: 15 * 60_000 },
  /** The checkout page asks again on every cart or coupon change; more than this is someone trying codes. */
  quotePerIp: { name: 'quote-ip', max: 60, windowMs: 15 * 60_000 },
  pinPerIp: { name: 'courier-pin-ip', max: 30, windowMs: 15 * 60_000 },
  courierApplicationPerIp: { name: 'courier-application-ip', max: 5, windowMs: 60 * 60_000 },
  partnerApplicationPerIp: { name: 'partner-application-ip', max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

export interface RateLimiter {
  /** Counts one attempt; 429 once the window holds more than `limit.max`. */
  consume(limit: Limit, subject: string): Promise<void>;
  /**
   * Like `consume`, for limits that count failures only: the attempt holds its place while it runs (so a burst
   * of parallel attempts cannot slip past the limit) and `succeeded` gives the place back.
   */
  reserve(limit: Limit, subject: string): Promise<{ succeeded(): Promise<void> }>;
}

export function createRateLimiter(db: DbOrTx, enabled: boolean): RateLimiter {
  async function consume(limit: Limit, subject: string) {
    if (!enabled) return;
    const now = Date.now();
    const { count, windowStartedAt } = await hit(db, `${limit.name}:${subject}`, limit.windowMs, now);
    if (count > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((windowStartedAt + limit.windowMs - now) / 1000));
      const minutes = Math.ceil(retryAfter / 60);
      throw new AppError(
        429,
        'rate_limited',
        limit.message ??
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { retryAfter: String(retryAfter) },
      );
    }
  }

  return {
    consume,
    async reserve(limit, subject) {
      await consume(limit, subject);
      return {
        async succeeded() {
          if (enabled) await unhit(db, `${limit.name}:${subject}`, limit.windowMs, Date.now());
        },
      };
    },
  };
}
