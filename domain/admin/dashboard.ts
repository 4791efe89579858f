import { addDays } from 'date-fns';
import { z } from 'zod';
import { inNewYork } from '../time/new-york.ts';

export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DashboardQuerySchema = z.strictObject({
  period: z.enum(DASHBOARD_PERIODS, { error: 'Period must be today, 7d or 30d' }).default('today'),
});

/** Orders still moving, counted by status on the dashboard. */
export const ACTIVE_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'in_transit'] as const;
/** A variant with this many units or fewer is low on stock. */
export const LOW_STOCK_THRESHOLD = 5;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * The span of a period in New York days, ending now, and the span it is compared with: the same span one week
 * earlier (today against the same weekday last week); 30 days against the 30 days before, so the two do not overlap.
 */
export function periodSpans(period: DashboardPeriod, now: Date) {
  const days = period === 'today' ? 1 : period === '7d' ? 7 : 30;
  const midnight = inNewYork(now);
  midnight.setHours(0, 0, 0, 0);
  const from = new Date(addDays(midnight, 1 - days).getTime());
  const shift = period === '30d' ? 30 * DAY_MS : WEEK_MS;
  return {
    current: { from, to: now },
    previous: { from: new Date(from.getTime() - shift), to: new Date(now.getTime() - shift) },
  };
}

const Count = z.number().int().min(0);
const Cents = z.number().int();
export const DashboardKpisSchema = z.strictObject({
  orders: Count,
  grossSalesCents: Cents,
  discountsCents: Cents,
  deliveryFeesCents: Cents,
  exciseCents: Cents,
  /** Sales after discounts plus delivery fees, without the excise collected for the state. */
  netRevenueCents: Cents,
  averageOrderCents: Cents,
  /** Placed to delivered, over the orders delivered in the period; null when none was. */
  averageDeliveryMinutes: z.number().nullable(),
  /** Share of delivered orders delivered by the end of their window, 0–1; null when none was delivered. */
  onTimeRate: z.number().min(0).max(1).nullable(),
  cancellations: Count,
  returns: Count,
});
export type DashboardKpis = z.infer<typeof DashboardKpisSchema>;

const Span = z.strictObject({ from: z.iso.datetime(), to: z.iso.datetime() });
const Point = z.strictObject({ orders: Count, revenueCents: Cents });
export const DashboardResponseSchema = z.strictObject({
  period: z.enum(DASHBOARD_PERIODS),
  current: Span.extend({ kpis: DashboardKpisSchema }),
  previous: Span.extend({ kpis: DashboardKpisSchema }),
  now: z.strictObject({
    waiting: z.strictObject(
      Object.fromEntries(ACTIVE_STATUSES.map((s) => [s, Count])) as Record<
        (typeof ACTIVE_STATUSES)[number],
        typeof Count
      >,
    ),
    couriersOnline: Count,
    couriersBusy: Count,
    lowStock: z.array(
      z.strictObject({
        variantId: z.string(),
        productName: z.string(),
        label: z.string(),
        stock: z.number().int(),
      }),
    ),
    pendingApplications: Count,
    /** Every variant at or under its own threshold (the list shows the 20 lowest). */
    lowStockCount: Count,
  }),
  series: z.strictObject({
    /** Today by New York hour, 0–23. */
    byHour: z.array(Point.extend({ hour: z.number().int().min(0).max(23) })),
    /** The last 30 New York days, oldest first. */
    byDay: z.array(Point.extend({ day: z.iso.date() })),
  }),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
