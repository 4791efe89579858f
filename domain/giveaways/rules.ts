// Giveaway rules shared by the server, the storefront and the admin: statuses, eligibility, the entry cap and the
// countdown. NY (../shared/spec/ny-rules.md): no purchase necessary, a free way to enter with the same odds, 21+
// New York residents, an admin switch for the whole feature.

export const GIVEAWAY_ENTRY_SOURCES = ['entry', 'referral', 'order', 'free_alternative'] as const;
export type GiveawayEntrySource = (typeof GIVEAWAY_ENTRY_SOURCES)[number];

export const ENTRY_SOURCE_LABELS: Record<GiveawayEntrySource, string> = {
  entry: 'Entering',
  referral: 'Friends who entered',
  order: 'Orders',
  free_alternative: 'Free alternative entry',
};

/**
 * A drawn name: `standby` (an alternate not needed yet), `notified` (a winner told, within the claim deadline),
 * `claimed`, `forfeited` (the deadline passed unclaimed) or `disqualified`; the last two pass to the next alternate.
 */
export const WINNER_STATUSES = ['standby', 'notified', 'claimed', 'forfeited', 'disqualified'] as const;
export type WinnerStatus = (typeof WINNER_STATUSES)[number];

export const GIVEAWAY_STATUSES = ['inactive', 'scheduled', 'live', 'ended', 'drawn'] as const;
export type GiveawayStatus = (typeof GIVEAWAY_STATUSES)[number];

export const GIVEAWAY_STATUS_LABELS: Record<GiveawayStatus, string> = {
  inactive: 'Inactive',
  scheduled: 'Scheduled',
  live: 'Live',
  ended: 'Ended, not drawn',
  drawn: 'Drawn',
};

export interface GiveawayTiming {
  active: boolean;
  startsAt: Date;
  endsAt: Date;
  drawnAt: Date | null;
}

/** Drawn wins over the dates; an inactive giveaway is never live, whatever its dates. */
export function giveawayStatus(g: GiveawayTiming, now: Date): GiveawayStatus {
  if (g.drawnAt) return 'drawn';
  if (now >= g.endsAt) return 'ended';
  if (!g.active) return 'inactive';
  return now < g.startsAt ? 'scheduled' : 'live';
}

/**
 * New York State ZIP codes: 10001–14975 (the 100–149 prefixes), plus 00501, 00544 (Holtsville IRS) and 06390
 * (Fishers Island). Eligibility is New York residents, so the entry asks for a home ZIP.
 */
export function isNewYorkZip(zip: string): boolean {
  if (!/^\d{5}$/.test(zip)) return false;
  if (zip === '00501' || zip === '00544' || zip === '06390') return true;
  const prefix = Number(zip.slice(0, 3));
  return prefix >= 100 && prefix <= 149;
}

/** How many of `wanted` entries can still be credited under the per-person limit (0 when the limit is reached). */
export function creditable(current: number, wanted: number, limit: number): number {
  return Math.max(0, Math.min(wanted, limit - current));
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/** Whole days, hours, minutes and seconds until `endsAt`; zeros once it has passed. */
export function countdown(endsAt: Date, now: Date): Countdown {
  const left = Math.max(0, Math.floor((endsAt.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}

/** The banner stays hidden this long after a dismissal (spec §4). */
export const BANNER_DISMISS_MS = 24 * 60 * 60 * 1000;
export const BANNER_DISMISSED_KEY = 'giveaway-banner-dismissed';

/** Whether the banner shows, given the stored dismissal time (ms, or null) and now. */
export function bannerVisible(dismissedAt: number | null, now: number): boolean {
  return dismissedAt === null || !Number.isFinite(dismissedAt) || now - dismissedAt >= BANNER_DISMISS_MS;
}

/** The referral share link of an entrant: the giveaway page with the entrant's code. */
export const shareLink = (origin: string, slug: string, code: string) =>
  `${origin}/giveaway/${encodeURIComponent(slug)}?ref=${encodeURIComponent(code)}`;

/** Where the storefront keeps a share code it arrived with until the visitor signs up and enters. */
export const REFERRAL_KEY = 'giveaway-ref';
