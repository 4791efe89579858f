import { and, between, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { analyticsDaily, analyticsRolledDays } from '#server/db/schema/telemetry.ts';
import { dailyRows, type DailyRange } from './analytics-daily.queries.ts';

/** One summed row: a metric's key over the span, or over one day of it when `day` is set. */
export interface SummedRow {
  metric: string;
  key: string;
  day: string | null;
  n: number;
  cents: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The days of [first, last] already in analytics_daily. */
export async function rolledDays(db: DbOrTx, first: string, last: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: analyticsRolledDays.day })
    .from(analyticsRolledDays)
    .where(between(analyticsRolledDays.day, first, last));
  return new Set(rows.map((r) => r.day));
}

/**
 * Rolls up the days [first, last] (whole New York days that can no longer change) in one statement and marks them
 * rolled, in one transaction; a day another process rolled meanwhile is left as it is.
 */
export async function rollUp(db: Db, first: string, last: string, range: DailyRange, days: string[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${analyticsDaily} (day, metric, key, n, cents)
      select day, metric, key, n, cents from (${dailyRows(range)}) r
      where day between ${first}::date and ${last}::date
      on conflict do nothing`);
    await tx
      .insert(analyticsRolledDays)
      .values(days.map((day) => ({ day })))
      .onConflictDoNothing();
  });
}

/** Whether the metric's rows are also returned per day (the daily series). */
const SERIES = sql`(r.metric = 'sales' or (r.metric = 'funnel' and r.key = 'visitors'))`;

/**
 * The span's rows summed by metric and key: the rolled-up days from analytics_daily, the rest (`live`) computed
 * from the source tables. With `perDay`, the series metrics come back once per day instead.
 */
export async function summed(
  db: DbOrTx,
  rolled: { first: string; last: string } | null,
  live: DailyRange | null,
  perDay: boolean,
): Promise<SummedRow[]> {
  const parts = [];
  if (rolled) {
    parts.push(sql`select ${analyticsDaily.day} as day, ${analyticsDaily.metric} as metric, ${analyticsDaily.key} as key,
      ${analyticsDaily.n} as n, ${analyticsDaily.cents} as cents from ${analyticsDaily}
      where ${and(between(analyticsDaily.day, rolled.first, rolled.last))}`);
  }
  if (live) parts.push(sql`select day, metric, key, n, cents from (${dailyRows(live)}) l`);
  if (parts.length === 0) return [];
  const day = perDay ? sql`case when ${SERIES} then r.day::text end` : sql`null::text`;
  const result = await db.execute(sql`
    select r.metric, r.key, ${day} as day, sum(r.n)::float8 as n, sum(r.cents)::float8 as cents
    from (${sql.join(parts, sql` union all `)}) r
    group by 1, 2, 3`);
  return rowsOf<SummedRow>(result).map((r) => ({ ...r, n: Number(r.n), cents: Number(r.cents) }));
}

/** Display names by id (shops or products). */
export async function names(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Map<string, string>> {
  const result = await db.execute(query);
  return new Map(rowsOf<{ id: string; name: string }>(result).map((r) => [r.id, r.name]));
}
