// A referral: a friend who entered through someone's share link. It earns the referrer entries only once the friend
// is shown to be someone else (confirmed e-mail, own device, address and phone), at most a few a day.

/**
 * `pending_confirmation`: the friend has not confirmed their e-mail yet; re-checked when they do. `held`: not
 * credited, waiting for staff (a shared address, no device id, over the daily cap). `credited`, `refused`: decided.
 */
export const REFERRAL_STATUSES = ['pending_confirmation', 'held', 'credited', 'refused'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFERRAL_REASONS = [
  'unconfirmed_email',
  'same_device',
  'same_phone',
  'same_ip',
  'no_device',
  'daily_cap',
] as const;
export type ReferralReason = (typeof REFERRAL_REASONS)[number];

/** Referrals credited automatically per referrer per New York day; more are held for review. */
export const REFERRALS_PER_DAY = 3;

export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  pending_confirmation: 'Waiting for e-mail confirmation',
  held: 'Held for review',
  credited: 'Credited',
  refused: 'Refused',
};

/** For staff only: the referrer and the friend are never told which signal matched. */
export const REFERRAL_REASON_LABELS: Record<ReferralReason, string> = {
  unconfirmed_email: 'E-mail not confirmed',
  same_device: 'Same device as the referrer',
  same_phone: 'Same phone as the referrer',
  same_ip: 'Same IP address as the referrer',
  no_device: 'No device id',
  daily_cap: `Over ${REFERRALS_PER_DAY} referrals that day`,
};
