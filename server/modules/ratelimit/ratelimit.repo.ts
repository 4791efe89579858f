import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';

/** Fixed-window counter shared by every server process through the database. */
export async function hit(db: DbOrTx, key: string, windowMs: number, now: number) {
  const windowStart = now - windowMs;
  const result = await db.execute<{ count: number; last_request: string }>(sql`
    insert into rate_limits (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${windowStart} then ${now} else rate_limits.last_request end
    returning count, last_request`);
  const row = (result as unknown as { rows: { count: number; last_request: string }[] }).rows[0]!;
  return { count: Number(row.count), windowStartedAt: Number(row.last_request) };
}

/** Takes one hit back from the current window (never below zero); nothing when that window has passed. */
export async function unhit(db: DbOrTx, key: string, windowMs: number, now: number) {
  await db.execute(sql`
    update rate_limits set count = greatest(count - 1, 0)
    where key = ${key} and last_request > ${now - windowMs}`);
}
