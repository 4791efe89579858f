import { z } from 'zod';
import { CATEGORIES } from '../catalog.ts';
import { ANALYTICS_PERIODS, checkCustomPeriod } from './analytics.ts';

export const PRODUCT_ANALYTICS_PERIODS = ANALYTICS_PERIODS;
export const PRODUCT_ANALYTICS_SORTS = [
  'name',
  'views',
  'addToCart',
  'units',
  'orders',
  'revenue',
  'conversion',
  'stock',
  'daysOfStock',
] as const;
export type ProductAnalyticsSort = (typeof PRODUCT_ANALYTICS_SORTS)[number];

const Day = z.iso.date({ error: 'Dates must be written YYYY-MM-DD' });

/** Rows per page of the table (the CSV holds them all). */
export const PRODUCT_ANALYTICS_PAGE = 50;

/** `GET /api/admin/products/analytics` (and its CSV): a period of New York days and the order of the rows. */
export const ProductAnalyticsQuerySchema = z
  .strictObject({
    period: z
      .enum(PRODUCT_ANALYTICS_PERIODS, { error: 'Period must be today, 7d, 30d, 90d or custom' })
      .default('30d'),
    from: Day.optional(),
    to: Day.optional(),
    sort: z.enum(PRODUCT_ANALYTICS_SORTS, { error: 'Choose a column to sort by' }).default('revenue'),
    dir: z.enum(['asc', 'desc'], { error: 'Sort ascending or descending' }).default('desc'),
    /** The page of the table, from 1; the CSV ignores it. */
    page: z.coerce
      .number({ error: 'Page must be a whole number from 1' })
      .int({ error: 'Page must be a whole number from 1' })
      .min(1, { error: 'Page must be a whole number from 1' })
      .max(100_000, { error: 'Page must be a whole number from 1' })
      .default(1),
  })
  .superRefine(checkCustomPeriod);
export type ProductAnalyticsQuery = z.infer<typeof ProductAnalyticsQuerySchema>;

export const ProductAnalyticsRowSchema = z.strictObject({
  productId: z.uuid(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  shopName: z.string(),
  status: z.enum(['draft', 'active', 'archived']),
  views: z.number().int().nonnegative(),
  addToCart: z.number().int().nonnegative(),
  /** Units sold in orders not cancelled. */
  units: z.number().int().nonnegative(),
  /** Orders (not cancelled) holding the product. */
  orders: z.number().int().nonnegative(),
  revenueCents: z.number().int().nonnegative(),
  /** Orders ÷ views; null without views. */
  conversion: z.number().nonnegative().nullable(),
  stock: z.number().int().nonnegative(),
  /** Stock ÷ units sold a day over the period; null when none sold. */
  daysOfStock: z.number().nonnegative().nullable(),
});
export type ProductAnalyticsRow = z.infer<typeof ProductAnalyticsRowSchema>;

export const ProductAnalyticsResponseSchema = z.strictObject({
  period: z.strictObject({
    firstDay: z.iso.date(),
    lastDay: z.iso.date(),
    days: z.number().int().positive(),
  }),
  rows: z.array(ProductAnalyticsRowSchema),
  /** Products in the whole table: every product but the drafts without views, adds or sales in the period. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
});
export type ProductAnalyticsResponse = z.infer<typeof ProductAnalyticsResponseSchema>;

/** A draft nobody has seen, added or bought in the period says nothing about selling; the table leaves it out. */
export function hasActivityOrIsOnSale(row: ProductAnalyticsRow): boolean {
  return row.status !== 'draft' || row.views > 0 || row.addToCart > 0 || row.units > 0;
}

/** One page of the sorted table: its rows, the total and how many pages there are. */
export function pageOfProductAnalytics(
  rows: readonly ProductAnalyticsRow[],
  page: number,
  size = PRODUCT_ANALYTICS_PAGE,
) {
  return {
    rows: rows.slice((page - 1) * size, page * size),
    total: rows.length,
    page,
    pageCount: Math.ceil(rows.length / size),
  };
}

/** Stock ÷ (units ÷ days), one decimal; null when nothing sold. */
export function daysOfStock(stock: number, units: number, days: number): number | null {
  if (units <= 0) return null;
  return Math.round((stock / (units / days)) * 10) / 10;
}

/** The rows in the asked order; ties and missing values (—) last, then by name. */
export function sortProductAnalytics(
  rows: readonly ProductAnalyticsRow[],
  sort: ProductAnalyticsSort,
  dir: 'asc' | 'desc',
): ProductAnalyticsRow[] {
  const valueOf = (r: ProductAnalyticsRow): number | string | null =>
    sort === 'name' ? r.name.toLowerCase() : sort === 'revenue' ? r.revenueCents : r[sort];
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return (x < y ? -1 : 1) * sign;
    }
    return a.name.localeCompare(b.name);
  });
}
