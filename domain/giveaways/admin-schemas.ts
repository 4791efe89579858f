import { z } from 'zod';
import { Instant } from '../orders/tracking-response.ts';
import { PublicGiveawaySchema } from './schemas.ts';

/** What the giveaway admin says when it refuses. */
export const GIVEAWAY_ADMIN_MESSAGES = {
  slugTaken: (slug: string) => `Another giveaway already uses the address ${slug}`,
  datesLocked: 'The start date cannot change once entries have come in',
  slugLocked: 'The page address cannot change once entries have come in: share links point to it',
  afterDraw: 'A drawn giveaway cannot be changed',
  endedDatesLocked: 'This giveaway has ended: its start and end dates can no longer change',
  notEnded: 'The draw can happen only after the giveaway ends',
  alreadyDrawn: 'The draw has already happened',
  noEntries: 'There are no entries to draw from',
  notDrawn: 'The draw has not happened yet',
  entrantNotFound: 'This entrant does not exist',
  alreadyDisqualified: 'This entrant is already disqualified',
  winnerNotFound: 'This winner does not exist',
  cannotPass: 'Only a winner waiting to claim can pass the prize on',
  deadlineNotPassed: 'The claim deadline has not passed yet',
  noAlternate: 'There is no alternate left; the prize stays unawarded',
} as const;

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${label}` })
    .int(`The ${label} must be a whole number`)
    .min(min, `The ${label} must be at least ${min}`)
    .max(max, `The ${label} can be at most ${max.toLocaleString('en-US')}`);

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} can be at most ${max} characters`);

/** The admin's giveaway form, the server and the tests. Money in cents; dates as instants. */
export const GiveawayInputSchema = z
  .strictObject({
    title: text('title', 120),
    slug: z
      .string({ error: 'Enter the page address' })
      .trim()
      .min(3, 'The page address needs at least 3 characters')
      .max(60, 'The page address can be at most 60 characters')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes in the address')
      .refine((s) => s !== 'rules', 'This address is reserved'),
    prize: text('prize', 200),
    prizeValueCents: count('retail value', 0, 100_000_000),
    sponsor: text('sponsor', 120),
    startsAt: z.iso.datetime({ offset: true, error: 'Enter the start date and time' }),
    endsAt: z.iso.datetime({ offset: true, error: 'Enter the end date and time' }),
    entryEntries: count('entries for entering', 1, 100),
    referralEntries: count('entries per friend', 0, 100),
    orderEntries: count('entries per order', 0, 100),
    perPersonLimit: count('limit per person', 1, 10_000),
    winnersCount: count('number of winners', 1, 100),
    alternatesCount: count('number of alternates', 0, 100),
    claimDays: count('days to claim', 1, 90),
    rulesAdditions: z.string().trim().max(5000, 'The rules additions can be at most 5,000 characters'),
    bannerText: z.string().trim().max(40, 'The banner text can be at most 40 characters'),
    active: z.boolean(),
  })
  .superRefine((g, ctx) => {
    if (Date.parse(g.endsAt) <= Date.parse(g.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
    if (g.perPersonLimit < g.entryEntries)
      ctx.addIssue({
        code: 'custom',
        path: ['perPersonLimit'],
        message: 'The limit per person must allow at least the entries for entering',
      });
  });
export type GiveawayInput = z.infer<typeof GiveawayInputSchema>;

/** A giveaway as the admin sees it: the public face plus its bookkeeping. */
export const AdminGiveawaySchema = PublicGiveawaySchema.extend({
  active: z.boolean(),
  drawnAt: Instant.nullable(),
  createdAt: Instant,
  updatedAt: Instant,
});
export type AdminGiveaway = z.infer<typeof AdminGiveawaySchema>;

export const AdminGiveawayResponseSchema = z.strictObject({ giveaway: AdminGiveawaySchema });
export const AdminGiveawayListSchema = z.strictObject({ giveaways: z.array(AdminGiveawaySchema) });

/** `POST /api/admin/giveaways/entrants/:id/disqualify`. */
export const DisqualifySchema = z.strictObject({ reason: text('reason', 500) });
