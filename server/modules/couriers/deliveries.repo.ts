import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { courierEarnings } from '#server/db/schema/couriers.ts';

/** One earnings row per order, whatever happens: a second call writes nothing. */
export async function insertEarning(db: DbOrTx, row: typeof courierEarnings.$inferInsert) {
  const rows = await db
    .insert(courierEarnings)
    .values(row)
    .onConflictDoNothing({ target: courierEarnings.orderId })
    .returning({ id: courierEarnings.id });
  return rows.length === 1;
}

export async function earningTotalsSince(db: DbOrTx, courierId: string, since: Date) {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${courierEarnings.totalCents}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(courierEarnings)
    .where(
      and(
        eq(courierEarnings.courierId, courierId),
        sql`${courierEarnings.earnedAt} >= ${since.toISOString()}`,
      ),
    );
  return { cents: row?.cents ?? 0, count: row?.count ?? 0 };
}
