import {
  FUNNEL_LABELS,
  FUNNEL_STEPS,
  analyticsSpans,
  daysOf,
  type AnalyticsCounted,
  type AnalyticsQuery,
  type AnalyticsResponse,
  type AnalyticsRow,
  type AnalyticsSpan,
} from '#domain/admin/analytics.ts';
import { nyMidnight, shiftDay } from '#domain/time/new-york.ts';
import { nyDay } from '#domain/time/ny-format.ts';
import { CATEGORY_LABELS, type Category } from '#domain/catalog.ts';
import type { Db } from '#server/db/client.ts';
import { namesOf } from './analytics-daily.queries.ts';
import { names, rolledDays, rollUp, summed, type SummedRow } from './rollup.repo.ts';

/** Today and yesterday are always computed live (orders still move); older days are read from the rollup. */
const LIVE_DAYS = 2;

/** Rolls up the span's days not rolled yet, one statement per run of consecutive missing days. */
async function ensureRolled(db: Db, first: string, last: string) {
  const done = await rolledDays(db, first, last);
  const missing = daysOf({ firstDay: first, lastDay: last }).filter((d) => !done.has(d));
  const runs: string[][] = [];
  for (const day of missing) {
    const run = runs.at(-1);
    if (run && shiftDay(run.at(-1)!, 1) === day) run.push(day);
    else runs.push([day]);
  }
  for (const run of runs) {
    const [a, b] = [run[0]!, run.at(-1)!];
    await rollUp(db, a, b, { from: nyMidnight(a), to: nyMidnight(shiftDay(b, 1)) }, run);
  }
}

/** How far back the background roll-up reaches: a year and the year before it, for "compare with previous". */
const BACKGROUND_DAYS = 2 * 366;

/**
 * Rolls up every finished day of the last two years not rolled yet (a day once, ever), so an admin's first look at a
 * long period reads the rollup instead of aggregating months of events; the server runs it at start and hourly.
 */
export async function rollUpPast(db: Db, at: Date) {
  const last = shiftDay(nyDay(at), -LIVE_DAYS);
  await ensureRolled(db, shiftDay(last, -BACKGROUND_DAYS), last);
}

/** A span's rows: the rolled-up part from analytics_daily (rolling up what is missing), the rest live. */
async function spanRows(db: Db, span: AnalyticsSpan, today: string, perDay: boolean) {
  const lastRolled = shiftDay(today, -LIVE_DAYS);
  const rollTo = span.lastDay < lastRolled ? span.lastDay : lastRolled;
  const rolled = span.firstDay <= rollTo ? { first: span.firstDay, last: rollTo } : null;
  if (rolled) await ensureRolled(db, rolled.first, rolled.last);
  const liveFirst = rolled ? shiftDay(rollTo, 1) : span.firstDay;
  const live =
    liveFirst <= span.lastDay ? { from: nyMidnight(liveFirst), to: new Date(span.to.getTime() + 1) } : null;
  return summed(db, rolled, live, perDay);
}

type Totals = Map<string, { n: number; cents: number }>;
function totalsOf(rows: SummedRow[]): Totals {
  const out: Totals = new Map();
  for (const r of rows) {
    const k = `${r.metric}|${r.key}`;
    const t = out.get(k) ?? { n: 0, cents: 0 };
    out.set(k, { n: t.n + r.n, cents: t.cents + r.cents });
  }
  return out;
}
const keysOf = (metric: string, ...all: Totals[]) =>
  [...new Set(all.flatMap((t) => [...t.keys()]))]
    .filter((k) => k.startsWith(`${metric}|`))
    .map((k) => k.slice(metric.length + 1));

const HOURS = Array.from({ length: 24 }, (_, h) => String(h));
const hourLabel = (h: string) => `${h.padStart(2, '0')}:00`;
const CUSTOMER_LABELS: Record<string, string> = { new: 'New customers', returning: 'Returning customers' };

export interface ReportOptions {
  /** How many products, search terms and error messages to list (all for the CSV). */
  top: number;
}

/** The analytics page for a period, compared with the period of the same length just before. */
export async function analyticsReport(
  db: Db,
  query: AnalyticsQuery,
  now: Date,
  { top }: ReportOptions = { top: 20 },
): Promise<AnalyticsResponse> {
  const { current, previous } = analyticsSpans(query, now);
  const today = nyDay(now);
  const rows = await spanRows(db, current, today, true);
  const before = await spanRows(db, previous, today, false);
  const cur = totalsOf(rows);
  const prev = totalsOf(before);
  const n = (t: Totals, metric: string, key = '') => t.get(`${metric}|${key}`)?.n ?? 0;
  const cents = (t: Totals, metric: string, key = '') => t.get(`${metric}|${key}`)?.cents ?? 0;

  const shopIds = keysOf('shop', cur, prev).filter(Boolean);
  const productIds = keysOf('product', cur, prev);
  const [shopNames, productNames] = await Promise.all([
    shopIds.length ? names(db, namesOf('shop', shopIds)) : new Map<string, string>(),
    productIds.length ? names(db, namesOf('product', productIds)) : new Map<string, string>(),
  ]);

  const breakdown = (metric: string, keys: string[], label: (k: string) => string): AnalyticsRow[] =>
    keys.map((key) => ({
      key,
      label: label(key),
      count: n(cur, metric, key),
      cents: cents(cur, metric, key),
      previousCount: n(prev, metric, key),
      previousCents: cents(prev, metric, key),
    }));
  const byCents = (a: AnalyticsRow, b: AnalyticsRow) => b.cents - a.cents || b.count - a.count;
  const counted = (metric: string): AnalyticsCounted[] =>
    keysOf(metric, cur)
      .map((key) => ({ key, count: n(cur, metric, key), previousCount: n(prev, metric, key) }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
      .slice(0, top);

  const ratio = (a: number, b: number) => (b > 0 ? a / b : null);
  const funnel = FUNNEL_STEPS.map((step, i) => {
    const before = FUNNEL_STEPS[i - 1];
    return {
      step,
      label: FUNNEL_LABELS[step],
      count: n(cur, 'funnel', step),
      previousCount: n(prev, 'funnel', step),
      conversion: before ? ratio(n(cur, 'funnel', step), n(cur, 'funnel', before)) : null,
      previousConversion: before ? ratio(n(prev, 'funnel', step), n(prev, 'funnel', before)) : null,
    };
  });

  const series = new Map<string, { visitors: number; orders: number; revenueCents: number }>();
  for (const r of rows) {
    if (!r.day) continue;
    const point = series.get(r.day) ?? { visitors: 0, orders: 0, revenueCents: 0 };
    if (r.metric === 'funnel') point.visitors += r.n;
    else {
      point.orders += r.n;
      point.revenueCents += r.cents;
    }
    series.set(r.day, point);
  }
  const kpi = (f: (t: Totals) => number) => ({ current: f(cur), previous: f(prev) });
  const aov = (t: Totals) => (n(t, 'sales') > 0 ? Math.round(cents(t, 'sales') / n(t, 'sales')) : 0);
  return {
    period: query.period,
    current: {
      from: current.from.toISOString(),
      to: current.to.toISOString(),
      days: daysOf(current).length,
    },
    previous: { from: previous.from.toISOString(), to: previous.to.toISOString() },
    kpis: {
      visitors: kpi((t) => n(t, 'funnel', 'visitors')),
      orders: kpi((t) => n(t, 'sales')),
      revenueCents: kpi((t) => cents(t, 'sales')),
      averageOrderCents: kpi(aov),
      conversionRate: kpi((t) => ratio(n(t, 'funnel', 'purchase'), n(t, 'funnel', 'visitors')) ?? 0),
      newCustomers: kpi((t) => n(t, 'customer', 'new')),
    },
    funnel,
    byDay: daysOf(current).map((day) => ({
      day,
      ...(series.get(day) ?? { visitors: 0, orders: 0, revenueCents: 0 }),
    })),
    boroughs: breakdown('borough', keysOf('borough', cur, prev), (k) => k).sort(byCents),
    shops: breakdown('shop', keysOf('shop', cur, prev), (k) => shopNames.get(k) ?? 'No shop').sort(byCents),
    categories: breakdown(
      'category',
      keysOf('category', cur, prev),
      (k) => CATEGORY_LABELS[k as Category] ?? k,
    ).sort(byCents),
    hours: breakdown('hour', HOURS, hourLabel),
    customers: breakdown('customer', ['new', 'returning'], (k) => CUSTOMER_LABELS[k]!),
    products: breakdown('product', keysOf('product', cur), (k) => productNames.get(k) ?? 'Removed product')
      .sort(byCents)
      .slice(0, top),
    searches: counted('search_none'),
    errors: counted('error'),
  };
}
