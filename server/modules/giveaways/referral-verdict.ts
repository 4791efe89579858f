import { REFERRALS_PER_DAY, type ReferralReason, type ReferralStatus } from '#domain/giveaways/referrals.ts';

/** What is known about a referred friend against their referrer when their referral is settled. */
export interface ReferralFacts {
  emailConfirmed: boolean;
  sameDevice: boolean;
  samePhone: boolean;
  sameIp: boolean;
  /** The entry sent a device id, or the account reported one. */
  hasDevice: boolean;
  /** Referrals already credited to the referrer this New York day. */
  creditedToday: number;
}

export interface ReferralVerdict {
  status: ReferralStatus;
  reason: ReferralReason | null;
}

/**
 * A shared device or phone line is the same person: refused. An unconfirmed e-mail waits for the confirmation. A
 * shared address (households, carrier NAT), no device id (the web app always sends one; scripts need not) and the
 * daily cap are held for staff, neither credited nor lost.
 */
export function referralVerdict(f: ReferralFacts): ReferralVerdict {
  if (f.sameDevice) return { status: 'refused', reason: 'same_device' };
  if (f.samePhone) return { status: 'refused', reason: 'same_phone' };
  if (!f.emailConfirmed) return { status: 'pending_confirmation', reason: 'unconfirmed_email' };
  if (f.sameIp) return { status: 'held', reason: 'same_ip' };
  if (!f.hasDevice) return { status: 'held', reason: 'no_device' };
  if (f.creditedToday >= REFERRALS_PER_DAY) return { status: 'held', reason: 'daily_cap' };
  return { status: 'credited', reason: null };
}
