import { differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';
import { shiftDay } from '../time/new-york.ts';
import { nyDay } from '../time/ny-format.ts';

/** The longest report period, in New York days. */
export const SALES_MAX_DAYS = 366;
/** Without dates, the report covers the last 30 New York days, today included. */
export const SALES_DEFAULT_DAYS = 30;

export const SALES_MESSAGES = {
  badDate: 'Dates must be written YYYY-MM-DD',
  bothDates: 'Give both a start and an end date, or neither for the last 30 days',
  order: 'The start date must not be after the end date',
  tooLong: `A report may span at most ${SALES_MAX_DAYS} days`,
  by: 'The CSV is by day or by product',
} as const;

const Day = z.iso.date({ error: SALES_MESSAGES.badDate });
const PeriodFields = { from: Day.optional(), to: Day.optional() };
const checkPeriod = (q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!q.from && !q.to) return;
  if (!q.from || !q.to) {
    ctx.addIssue({ code: 'custom', message: SALES_MESSAGES.bothDates, path: [q.from ? 'to' : 'from'] });
    return;
  }
  const days = differenceInCalendarDays(parseISO(q.to), parseISO(q.from)) + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', message: SALES_MESSAGES.order, path: ['to'] });
  else if (days > SALES_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: SALES_MESSAGES.tooLong, path: ['to'] });
};

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: New York days, both or neither. */
export const SalesQuerySchema = z.strictObject(PeriodFields).superRefine(checkPeriod);
export type SalesQuery = z.infer<typeof SalesQuerySchema>;

export const SALES_CSV_KINDS = ['day', 'product'] as const;
export type SalesCsvKind = (typeof SALES_CSV_KINDS)[number];
export const SalesCsvQuerySchema = z
  .strictObject({ ...PeriodFields, by: z.enum(SALES_CSV_KINDS, { error: SALES_MESSAGES.by }).default('day') })
  .superRefine(checkPeriod);

/** The period a query names: its own days, or the last 30 New York days up to today. */
export function salesPeriod(q: SalesQuery, now: Date): { from: string; to: string } {
  if (q.from && q.to) return { from: q.from, to: q.to };
  const to = nyDay(now);
  return { from: shiftDay(to, 1 - SALES_DEFAULT_DAYS), to };
}

const Cents = z.number().int();
const Count = z.number().int().min(0);
/** Money of a set of delivered orders, in integer cents. */
const MoneyFields = {
  orders: Count,
  /** The lines' subtotal, before discounts. */
  grossCents: Cents,
  discountCents: Cents,
  /** The adult-use excise the customers paid, which the shop (the retailer) remits to New York State. */
  exciseCents: Cents,
  /** The platform's share: the shop's commission on gross minus discounts, rounded half-up per order. */
  platformCents: Cents,
  /** What the shop receives: gross − discounts − platform share + excise (the excise is then the shop's to remit). */
  payoutCents: Cents,
};
export const SalesTotalsSchema = z.strictObject(MoneyFields);
export const SalesDaySchema = z.strictObject({ day: z.iso.date(), ...MoneyFields });
export const SalesProductSchema = z.strictObject({
  productId: z.string(),
  variantId: z.string(),
  productName: z.string(),
  variantLabel: z.string(),
  units: Count,
  grossCents: Cents,
});

export const SalesReportSchema = z.strictObject({
  from: z.iso.date(),
  to: z.iso.date(),
  shopName: z.string(),
  /** The platform's share in basis points (2000 = 20%). */
  commissionBps: z.number().int().min(0),
  totals: SalesTotalsSchema,
  /** Every day of the period, in order, days without deliveries at zero. */
  byDay: z.array(SalesDaySchema),
  /** Products by gross, highest first. */
  byProduct: z.array(SalesProductSchema),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;
export type SalesTotals = z.infer<typeof SalesTotalsSchema>;
