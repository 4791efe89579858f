import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REFERRAL_STATUSES, type ReferralReason } from '#domain/giveaways/referrals.ts';
import { GIVEAWAY_ENTRY_SOURCES, WINNER_STATUSES } from '#domain/giveaways/rules.ts';
import { users } from './auth.ts';
import { orders } from './orders.ts';
import { belongsTo, belongsToAccount, instant, timestamps, uuidKey } from './columns.ts';

export const giveawayEntrySourceEnum = pgEnum('giveaway_entry_source', GIVEAWAY_ENTRY_SOURCES);
export const giveawayWinnerStatusEnum = pgEnum('giveaway_winner_status', WINNER_STATUSES);
export const giveawayReferralStatusEnum = pgEnum('giveaway_referral_status', REFERRAL_STATUSES);

/**
 * A prize draw an admin sets up. The prize is text the admin writes (NY: the system stays generic). `seed` is the
 * secret drawn when the giveaway is created; only its SHA-256 (`seed_hash`) is public until the draw reveals it.
 */
export const giveaways = pgTable(
  'giveaways',
  {
    id: uuidKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    prize: text('prize').notNull(),
    prizeValueCents: integer('prize_value_cents').notNull(),
    sponsor: text('sponsor').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** Entries for entering (free, no purchase). */
    entryEntries: integer('entry_entries').notNull().default(1),
    /** Bonus entries to the referrer per friend who signs up through the share link and enters; 0 = none. */
    referralEntries: integer('referral_entries').notNull().default(0),
    /** Bonus entries per delivered order in the giveaway's dates, and per free alternative entry; 0 = none. */
    orderEntries: integer('order_entries').notNull().default(0),
    perPersonLimit: integer('per_person_limit').notNull(),
    winnersCount: integer('winners_count').notNull().default(1),
    alternatesCount: integer('alternates_count').notNull().default(2),
    /** Days a winner has to claim after the notice. */
    claimDays: integer('claim_days').notNull().default(14),
    rulesAdditions: text('rules_additions').notNull().default(''),
    bannerText: text('banner_text').notNull().default(''),
    active: boolean('active').notNull().default(false),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    ...timestamps,
  },
  (t) => [
    check('giveaways_dates', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'giveaways_counts',
      sql`${t.entryEntries} > 0 and ${t.referralEntries} >= 0 and ${t.orderEntries} >= 0`,
    ),
    check('giveaways_limit', sql`${t.perPersonLimit} >= ${t.entryEntries}`),
    check(
      'giveaways_winners',
      sql`${t.winnersCount} > 0 and ${t.alternatesCount} >= 0 and ${t.claimDays} > 0`,
    ),
    check('giveaways_value', sql`${t.prizeValueCents} >= 0`),
    // The storefront's live giveaway: active ones by end.
    index('giveaways_live_idx')
      .on(t.endsAt)
      .where(sql`${t.active}`),
  ],
);

/** One person in one giveaway: their share code, who referred them, the eligibility they stated. */
export const giveawayEntrants = pgTable(
  'giveaway_entrants',
  {
    /** Public: the draw's published entry list names entrants by this id only. */
    id: uuidKey(),
    giveawayId: belongsTo('giveaway_id', () => giveaways.id),
    userId: belongsToAccount('user_id', () => users.id),
    shareCode: text('share_code').notNull().unique(),
    referredBy: uuid('referred_by'),
    deviceId: text('device_id'),
    /** The address the entry came from, as the server saw it (a referral from the referrer's own is not credited). */
    ip: text('ip'),
    zip: text('zip').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    enteredAt: instant('entered_at').notNull().defaultNow(),
    disqualifiedAt: instant('disqualified_at'),
    disqualifiedReason: text('disqualified_reason'),
    disqualifiedBy: text('disqualified_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('giveaway_entrants_person_idx').on(t.giveawayId, t.userId),
    index('giveaway_entrants_time_idx').on(t.giveawayId, t.enteredAt),
    // The entrants list across every giveaway: newest first, keyset pages.
    index('giveaway_entrants_entered_idx').on(t.enteredAt, t.id),
    index('giveaway_entrants_user_idx').on(t.userId),
    index('giveaway_entrants_referrer_idx').on(t.referredBy),
  ],
);

/** Entries credited to an entrant, by source; an entrant's chances are the sum of `entries`. */
export const giveawayEntries = pgTable(
  'giveaway_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    giveawayId: belongsTo('giveaway_id', () => giveaways.id),
    entrantId: belongsTo('entrant_id', () => giveawayEntrants.id),
    source: giveawayEntrySourceEnum('source').notNull(),
    entries: integer('entries').notNull(),
    /** The friend whose entry earned this referral bonus. */
    referredEntrantId: uuid('referred_entrant_id').references(() => giveawayEntrants.id, {
      onDelete: 'cascade',
    }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The New York day of a free alternative entry (one a day). */
    nyDay: date('ny_day', { mode: 'string' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('giveaway_entries_positive', sql`${t.entries} > 0`),
    uniqueIndex('giveaway_entries_one_entry_idx')
      .on(t.entrantId)
      .where(sql`${t.source} = 'entry'`),
    uniqueIndex('giveaway_entries_referral_idx')
      .on(t.giveawayId, t.referredEntrantId)
      .where(sql`${t.source} = 'referral'`),
    uniqueIndex('giveaway_entries_order_idx')
      .on(t.giveawayId, t.orderId)
      .where(sql`${t.source} = 'order'`),
    uniqueIndex('giveaway_entries_daily_idx')
      .on(t.entrantId, t.nyDay)
      .where(sql`${t.source} = 'free_alternative'`),
    index('giveaway_entries_entrant_idx').on(t.entrantId),
    index('giveaway_entries_time_idx').on(t.giveawayId, t.createdAt),
  ],
);

/**
 * A friend who entered through a share link, and whether the referrer was credited for them (see
 * domain/giveaways/referrals.ts). `credited_ny_day` counts the referrer's daily cap.
 */
export const giveawayReferrals = pgTable(
  'giveaway_referrals',
  {
    referredEntrantId: uuid('referred_entrant_id')
      .primaryKey()
      .references(() => giveawayEntrants.id, { onDelete: 'cascade' }),
    giveawayId: belongsTo('giveaway_id', () => giveaways.id),
    referrerEntrantId: belongsTo('referrer_entrant_id', () => giveawayEntrants.id),
    status: giveawayReferralStatusEnum('status').notNull(),
    reason: text('reason').$type<ReferralReason>(),
    creditedNyDay: date('credited_ny_day', { mode: 'string' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    decidedAt: instant('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('giveaway_referrals_referrer_idx').on(t.referrerEntrantId, t.creditedNyDay),
    index('giveaway_referrals_pending_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending_confirmation', 'held')`),
  ],
);

/**
 * The draw, once: the frozen entry list (entrant id and entries, in the published order), its SHA-256, the revealed
 * seed and who drew. Public once written.
 */
export const giveawayDraws = pgTable('giveaway_draws', {
  giveawayId: uuid('giveaway_id')
    .primaryKey()
    .references(() => giveaways.id, { onDelete: 'cascade' }),
  algorithm: text('algorithm').notNull(),
  entries: jsonb('entries').$type<[string, number][]>().notNull(),
  entriesHash: text('entries_hash').notNull(),
  seed: text('seed').notNull(),
  drawnAt: instant('drawn_at').notNull().defaultNow(),
  drawnBy: text('drawn_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Winners and alternates in draw order; an unclaimed or disqualified winner passes to the next alternate. */
export const giveawayWinners = pgTable(
  'giveaway_winners',
  {
    giveawayId: belongsTo('giveaway_id', () => giveaways.id),
    /** 1 is the first name drawn. */
    rank: integer('rank').notNull(),
    entrantId: belongsTo('entrant_id', () => giveawayEntrants.id),
    status: giveawayWinnerStatusEnum('status').notNull(),
    claimDeadline: instant('claim_deadline'),
    notifiedAt: instant('notified_at'),
    claimedAt: instant('claimed_at'),
    passedAt: instant('passed_at'),
    passedReason: text('passed_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.giveawayId, t.rank] }),
    index('giveaway_winners_entrant_idx').on(t.entrantId),
  ],
);
