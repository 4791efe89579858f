import { z } from 'zod';
import { BirthDateSchema } from '../checkout/fields.ts';
import { Instant } from '../orders/tracking-response.ts';
import { GIVEAWAY_ENTRY_SOURCES, GIVEAWAY_STATUSES, WINNER_STATUSES, isNewYorkZip } from './rules.ts';

/** What the giveaway routes say when they refuse; the customer and admin apps show these texts. */
export const GIVEAWAY_MESSAGES = {
  notFound: 'This giveaway does not exist',
  notDrawn: 'This giveaway has no published draw to check yet',
  switchedOff: 'Giveaways are not running right now',
  notLive: 'This giveaway is not open for entries',
  under21: 'You must be 21 or older to enter',
  notNewYork: 'This giveaway is open to New York residents only; enter a New York ZIP code',
  residency: 'Confirm that you live in New York State',
  alreadyEntered: 'You have already entered this giveaway',
  notEntered: 'Enter the giveaway first',
  limitReached: (limit: number) => `You have reached the limit of ${limit} entries for this giveaway`,
  freeEntryToday: 'You have already used today’s free entry; come back tomorrow',
  noFreeEntry: 'This giveaway has no order bonus, so there is no alternative entry to request',
  ownLink: 'You cannot use your own share link',
  // One answer whatever held the referral back, so a script learns nothing about which signal matched.
  referralPending:
    'Your friend’s bonus entries count once your e-mail is confirmed and the referral is checked',
  referralTooLate: 'Share links count only for accounts created after the link was shared',
  unknownShareCode: 'This share link is not valid for this giveaway',
  disqualified: 'Your entry in this giveaway was disqualified',
  notWinner: 'There is no prize to claim for this account',
  claimClosed: 'The claim deadline has passed',
  alreadyClaimed: 'This prize has already been claimed',
} as const;

export const ZipField = z
  .string({ error: 'ZIP code is required' })
  .trim()
  .regex(/^\d{5}$/, 'ZIP code must be 5 digits')
  .refine(isNewYorkZip, GIVEAWAY_MESSAGES.notNewYork);

/** `POST /api/giveaways/:slug/enter`: the eligibility the entrant states; the share code they arrived with. */
export const EnterGiveawaySchema = z.strictObject({
  birthDate: BirthDateSchema,
  zip: ZipField,
  nyResident: z.literal(true, { error: GIVEAWAY_MESSAGES.residency }),
  ref: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{6,32}$/, GIVEAWAY_MESSAGES.unknownShareCode)
    .optional(),
  deviceId: z.string().trim().min(8).max(100).optional(),
});
export type EnterGiveaway = z.infer<typeof EnterGiveawaySchema>;

/** `POST /api/giveaway-events/share`: a share of the link (copy or native share), for the share-to-entry rate. */
export const ShareEventSchema = z.strictObject({ method: z.enum(['copy', 'native']) });

/** The public face of a giveaway: the page, the banner and the rules (no seed, no entrants). */
export const PublicGiveawaySchema = z.strictObject({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  prize: z.string(),
  prizeValueCents: z.number().int().nonnegative(),
  sponsor: z.string(),
  startsAt: Instant,
  endsAt: Instant,
  status: z.enum(GIVEAWAY_STATUSES),
  entryEntries: z.number().int().positive(),
  referralEntries: z.number().int().nonnegative(),
  orderEntries: z.number().int().nonnegative(),
  perPersonLimit: z.number().int().positive(),
  winnersCount: z.number().int().positive(),
  alternatesCount: z.number().int().nonnegative(),
  claimDays: z.number().int().positive(),
  rulesAdditions: z.string(),
  bannerText: z.string(),
  /** SHA-256 of the secret seed, published from the start. */
  seedHash: z.string(),
  /** Entrants and entries so far (for the odds statement). */
  entrants: z.number().int().nonnegative(),
  totalEntries: z.number().int().nonnegative(),
});
export type PublicGiveaway = z.infer<typeof PublicGiveawaySchema>;

/** `GET /api/giveaways/live`: the banner's giveaway, or null when the switch is off or none is live. */
export const LiveGiveawayResponseSchema = z.strictObject({ giveaway: PublicGiveawaySchema.nullable() });
export const GiveawayResponseSchema = z.strictObject({ giveaway: PublicGiveawaySchema });

export const EntriesBySourceSchema = z.strictObject(
  Object.fromEntries(GIVEAWAY_ENTRY_SOURCES.map((s) => [s, z.number().int().nonnegative()])) as Record<
    (typeof GIVEAWAY_ENTRY_SOURCES)[number],
    z.ZodNumber
  >,
);

/** One signed-in customer's place in one giveaway. */
export const MyGiveawayEntrySchema = z.strictObject({
  giveaway: PublicGiveawaySchema,
  /** The public id the draw's entry list names this entrant by. */
  entrantId: z.uuid(),
  shareCode: z.string(),
  enteredAt: Instant,
  total: z.number().int().nonnegative(),
  bySource: EntriesBySourceSchema,
  friendsReferred: z.number().int().nonnegative(),
  /** Friends who entered through the link and are not credited yet; never why. */
  friendsPending: z.number().int().nonnegative(),
  /** Whether today's free alternative entry is still available (when the giveaway has an order bonus). */
  freeEntryAvailable: z.boolean(),
  disqualified: z.boolean(),
  /** After the draw: this entrant's result. */
  result: z
    .strictObject({
      drawn: z.boolean(),
      rank: z.number().int().positive().nullable(),
      status: z.enum(WINNER_STATUSES).nullable(),
      claimDeadline: Instant.nullable(),
    })
    .nullable(),
});
export type MyGiveawayEntry = z.infer<typeof MyGiveawayEntrySchema>;

/** `GET /api/giveaways/:slug/me`: the caller's entry, or null before entering. */
export const MyEntryResponseSchema = z.strictObject({ entry: MyGiveawayEntrySchema.nullable() });
/** `GET /api/account/giveaway-entries`: every giveaway the caller entered, newest first. */
export const MyEntriesResponseSchema = z.strictObject({ entries: z.array(MyGiveawayEntrySchema) });

/** `POST /api/giveaways/:slug/enter` answers the entry and what happened to the share code, if any. */
export const EnterResponseSchema = z.strictObject({
  entry: MyGiveawayEntrySchema,
  /** Why a share code did not count (the entry itself stands), or null. */
  referral: z.strictObject({ credited: z.boolean(), message: z.string().nullable() }).nullable(),
});

/** `GET /api/giveaways/:slug/draw`: everything needed to re-run the draw, public once drawn. */
export const PublishedDrawSchema = z.strictObject({
  slug: z.string(),
  algorithm: z.string(),
  seedHash: z.string(),
  /** Null until the draw. */
  seed: z.string().nullable(),
  entriesHash: z.string().nullable(),
  entries: z.array(z.tuple([z.uuid(), z.number().int().positive()])).nullable(),
  /** Entrant ids in draw order: the first `winnersCount` are the winners, then the alternates. */
  drawn: z.array(z.uuid()),
  winnersCount: z.number().int().positive(),
  drawnAt: Instant.nullable(),
});
export type PublishedDrawResponse = z.infer<typeof PublishedDrawSchema>;
