import type { z } from 'zod';
import type { AdminGiveaway, GiveawayInputSchema } from '#domain/giveaways/admin-schemas.ts';

export type GiveawayFormValues = z.input<typeof GiveawayInputSchema>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A new giveaway's form: from the next hour for 30 days, 1 entry for entering, 3 per friend, 5 per order. */
export function newGiveawayValues(now: Date): GiveawayFormValues {
  const start = Math.ceil(now.getTime() / HOUR) * HOUR;
  return {
    title: '',
    slug: '',
    prize: '',
    prizeValueCents: 0,
    sponsor: 'NY Minute',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 30 * DAY).toISOString(),
    entryEntries: 1,
    referralEntries: 3,
    orderEntries: 5,
    perPersonLimit: 100,
    winnersCount: 1,
    alternatesCount: 3,
    claimDays: 14,
    rulesAdditions: '',
    bannerText: '',
    active: false,
  };
}

/** The form's values for a saved giveaway. */
export function giveawayValues(g: AdminGiveaway): GiveawayFormValues {
  return {
    title: g.title,
    slug: g.slug,
    prize: g.prize,
    prizeValueCents: g.prizeValueCents,
    sponsor: g.sponsor,
    startsAt: g.startsAt,
    endsAt: g.endsAt,
    entryEntries: g.entryEntries,
    referralEntries: g.referralEntries,
    orderEntries: g.orderEntries,
    perPersonLimit: g.perPersonLimit,
    winnersCount: g.winnersCount,
    alternatesCount: g.alternatesCount,
    claimDays: g.claimDays,
    rulesAdditions: g.rulesAdditions,
    bannerText: g.bannerText,
    active: g.active,
  };
}

/** The page address suggested from a title: 'The $4,000 NYC Flower Giveaway!' → 'the-4000-nyc-flower-giveaway'. */
export function suggestSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[$,.'’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
