import { differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';
import { nyMidnight, shiftDay } from '../time/new-york.ts';
import { nyDay } from '../time/ny-format.ts';

// The merchant's sales period reads its days from here.

export const ANALYTICS_PERIODS = ['today', '7d', '30d', '90d', 'custom'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** The longest custom period, in days. */
export const ANALYTICS_MAX_DAYS = 366;

/** The funnel's steps, in order: each counts distinct visitors per New York day who did it. */
export const FUNNEL_STEPS = [
  'visitors',
  'product_view',
  'add_to_cart',
  'begin_checkout',
  'purchase',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  visitors: 'Visitors',
  product_view: 'Viewed a product',
  add_to_cart: 'Added to cart',
  begin_checkout: 'Started checkout',
  purchase: 'Purchased',
};

/** Every table of the page, each downloadable as CSV. */
export const ANALYTICS_TABLES = [
  'funnel',
  'days',
  'boroughs',
  'shops',
  'categories',
  'hours',
  'customers',
  'products',
  'searches',
  'errors',
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

const Day = z.iso.date({ error: 'Dates must be written YYYY-MM-DD' });
const PeriodFields = {
  period: z.enum(ANALYTICS_PERIODS, { error: 'Period must be today, 7d, 30d, 90d or custom' }).default('30d'),
  from: Day.optional(),
  to: Day.optional(),
};
type PeriodInput = { period: AnalyticsPeriod; from?: string | undefined; to?: string | undefined };
const checkCustom = (q: PeriodInput, ctx: z.RefinementCtx) => {
  if (q.period !== 'custom') return;
  if (!q.from || !q.to) {
    ctx.addIssue({
      code: 'custom',
      message: 'A custom period needs a start and an end date',
      path: ['from'],
    });
    return;
  }
  const days = differenceInCalendarDays(parseISO(q.to), parseISO(q.from)) + 1;
  if (days < 1)
    ctx.addIssue({ code: 'custom', message: 'The start date must not be after the end date', path: ['to'] });
  if (days > ANALYTICS_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      message: `A period may span at most ${ANALYTICS_MAX_DAYS} days`,
      path: ['to'],
    });
};
export const AnalyticsQuerySchema = z.strictObject(PeriodFields).superRefine(checkCustom);
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;
export const AnalyticsCsvQuerySchema = z
  .strictObject({ ...PeriodFields, table: z.enum(ANALYTICS_TABLES, { error: 'Unknown table' }) })
  .superRefine(checkCustom);

/** A span of New York days: from the first day's midnight to `to` (now, or the end of the last day). */
export interface AnalyticsSpan {
  firstDay: string;
  lastDay: string;
  from: Date;
  to: Date;
}
/** A span of whole days. */
const wholeDays = (firstDay: string, lastDay: string): AnalyticsSpan => ({
  firstDay,
  lastDay,
  from: nyMidnight(firstDay),
  to: new Date(nyMidnight(shiftDay(lastDay, 1)).getTime() - 1),
});

/**
 * The period's span and the one it is compared with: the same number of days just before. Today is compared with
 * yesterday up to the same time of day; a custom period ending today ends now.
 */
export function analyticsSpans(
  query: PeriodInput,
  now: Date,
): { current: AnalyticsSpan; previous: AnalyticsSpan } {
  const today = nyDay(now);
  let lastDay = today;
  let firstDay = today;
  if (query.period === 'custom' && query.from && query.to) {
    lastDay = query.to > today ? today : query.to;
    firstDay = query.from > lastDay ? lastDay : query.from;
  } else if (query.period !== 'today' && query.period !== 'custom') {
    firstDay = shiftDay(today, 1 - Number.parseInt(query.period, 10));
  }
  const length = differenceInCalendarDays(parseISO(lastDay), parseISO(firstDay)) + 1;
  const current = wholeDays(firstDay, lastDay);
  if (lastDay === today) current.to = now;
  const previous = wholeDays(shiftDay(firstDay, -length), shiftDay(firstDay, -1));
  if (query.period === 'today') previous.to = new Date(now.getTime() - 86_400_000);
  return { current, previous };
}

/** Every day of a span, in order. */
export function daysOf(span: Pick<AnalyticsSpan, 'firstDay' | 'lastDay'>): string[] {
  const out: string[] = [];
  for (let d = span.firstDay; d <= span.lastDay; d = shiftDay(d, 1)) out.push(d);
  return out;
}

const Count = z.number().int().min(0);
const Cents = z.number().int();
const Compared = z.strictObject({ current: z.number(), previous: z.number() });
const Row = z.strictObject({
  key: z.string(),
  label: z.string(),
  /** Orders; for categories and products, units sold. */
  count: Count,
  /** Net revenue; for categories and products, line sales. */
  cents: Cents,
  previousCount: Count,
  previousCents: Cents,
});
export type AnalyticsRow = z.infer<typeof Row>;
const Counted = z.strictObject({ key: z.string(), count: Count, previousCount: Count });
export type AnalyticsCounted = z.infer<typeof Counted>;

export const AnalyticsResponseSchema = z.strictObject({
  period: z.enum(ANALYTICS_PERIODS),
  current: z.strictObject({ from: z.iso.datetime(), to: z.iso.datetime(), days: Count }),
  previous: z.strictObject({ from: z.iso.datetime(), to: z.iso.datetime() }),
  kpis: z.strictObject({
    visitors: Compared,
    orders: Compared,
    revenueCents: Compared,
    averageOrderCents: Compared,
    /** Purchasing visitors over visitors, 0–1. */
    conversionRate: Compared,
    newCustomers: Compared,
  }),
  funnel: z.array(
    z.strictObject({
      step: z.enum(FUNNEL_STEPS),
      label: z.string(),
      count: Count,
      previousCount: Count,
      /** Share of the step before that reached this one, 0–1; null for the first step or when the one before is 0. */
      conversion: z.number().min(0).nullable(),
      previousConversion: z.number().min(0).nullable(),
    }),
  ),
  byDay: z.array(z.strictObject({ day: z.iso.date(), visitors: Count, orders: Count, revenueCents: Cents })),
  boroughs: z.array(Row),
  shops: z.array(Row),
  categories: z.array(Row),
  hours: z.array(Row),
  customers: z.array(Row),
  products: z.array(Row),
  searches: z.array(Counted),
  errors: z.array(Counted),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>;

/** The custom period's rule (both days, in order, at most ANALYTICS_MAX_DAYS), for other period queries. */
export { checkCustom as checkCustomPeriod };
