import { addDays, differenceInCalendarDays } from 'date-fns';
import { z } from 'zod';
import { REFUSAL_RULES, REFUSAL_SURFACES } from '../compliance/refusals.ts';
import { nyMidnight } from '../time/new-york.ts';
import { nyDay } from '../time/ny-format.ts';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');
/** The longest period one report covers (a year, leap day included). */
export const MAX_PERIOD_DAYS = 366;

export const PERIOD_FIELDS = { from: Day.optional(), to: Day.optional() };
type PeriodFields = { from?: string | undefined; to?: string | undefined };

/** Refuses a period that ends before it starts or is longer than a year. */
export function checkPeriod<S extends z.ZodType<PeriodFields>>(schema: S) {
  return schema
    .refine((p) => !p.from || !p.to || p.from <= p.to, { error: 'The period must start before it ends' })
    .refine((p) => !p.from || !p.to || periodDays(p.from, p.to) <= MAX_PERIOD_DAYS, {
      error: `A period covers at most ${MAX_PERIOD_DAYS} days`,
    });
}

/** A period of New York days, both ends included; 30 days to today when left out. */
export const CompliancePeriodSchema = checkPeriod(z.strictObject(PERIOD_FIELDS));
export type CompliancePeriodQuery = z.infer<typeof CompliancePeriodSchema>;

const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);
const periodDays = (from: string, to: string) => differenceInCalendarDays(dayDate(to), dayDate(from)) + 1;

export interface ResolvedPeriod {
  from: string;
  to: string;
  /** [start, end): from's midnight to the midnight after `to`, New York time. */
  start: Date;
  end: Date;
  days: string[];
}

/** Fills the defaults (the last 30 days) and lists every day of the period. */
export function resolvePeriod(query: CompliancePeriodQuery, now: Date): ResolvedPeriod {
  const to = query.to ?? nyDay(now);
  const from = query.from ?? nyDay(addDays(dayDate(to), -29));
  const days = Array.from({ length: periodDays(from, to) }, (_, i) =>
    addDays(dayDate(from), i).toISOString().slice(0, 10),
  );
  const after = addDays(dayDate(to), 1).toISOString().slice(0, 10);
  return { from, to, start: nyMidnight(from), end: nyMidnight(after), days };
}

const Count = z.number().int().min(0);
const Cents = z.number().int();
const ExciseRow = z.strictObject({ orders: Count, taxableCents: Cents, exciseCents: Cents });
export const ExciseDaySchema = ExciseRow.extend({ day: Day });
export const ExciseMonthSchema = ExciseRow.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });
export type ExciseDay = z.infer<typeof ExciseDaySchema>;
export type ExciseMonth = z.infer<typeof ExciseMonthSchema>;

export const RuleInForceSchema = z.strictObject({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  reference: z.string(),
  source: z.enum(['law', 'setting']),
});
export type RuleInForce = z.infer<typeof RuleInForceSchema>;

export const ComplianceReportSchema = z.strictObject({
  period: z.strictObject({ from: Day, to: Day }),
  excise: z.strictObject({
    rateBasisPoints: z.number().int(),
    totals: ExciseRow,
    days: z.array(ExciseDaySchema),
    months: z.array(ExciseMonthSchema),
  }),
  refusals: z.strictObject({
    total: Count,
    byRule: z.array(z.strictObject({ rule: z.enum(REFUSAL_RULES), count: Count })),
    byDay: z.array(z.strictObject({ day: Day, count: Count })),
  }),
  returns: z.strictObject({
    total: Count,
    byReason: z.array(z.strictObject({ reason: z.string(), label: z.string(), count: Count })),
  }),
  carryRefusals: z.strictObject({
    total: Count,
    bySurface: z.array(z.strictObject({ surface: z.enum(REFUSAL_SURFACES), count: Count })),
  }),
  manifests: z.array(
    z.strictObject({
      courierId: z.string(),
      name: z.string(),
      vehicleType: z.string(),
      isOnline: z.boolean(),
      orders: Count,
      heldCents: Cents,
      limitCents: Cents,
    }),
  ),
  rules: z.array(RuleInForceSchema),
});
export type ComplianceReport = z.infer<typeof ComplianceReportSchema>;
