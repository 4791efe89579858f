import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { courierApplications, couriers } from '#server/db/schema/couriers.ts';
import { orders } from '#server/db/schema/orders.ts';

/** Statuses in which an order keeps its courier busy. */
const CARRYING = ['confirmed', 'preparing', 'ready', 'in_transit'] as const;

/** Couriers online now, those of them carrying an order, and applications waiting for a decision. */
export async function courierFigures(db: DbOrTx) {
  const busy = sql`exists (select 1 from ${orders} where ${and(
    eq(orders.courierUserId, couriers.userId),
    inArray(orders.status, [...CARRYING]),
  )})`;
  const [online] = await db
    .select({
      online: sql<number>`count(*)::int`,
      busy: sql<number>`(count(*) filter (where ${busy}))::int`,
    })
    .from(couriers)
    .where(eq(couriers.isOnline, true));
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courierApplications)
    .where(eq(courierApplications.status, 'pending'));
  return {
    couriersOnline: online?.online ?? 0,
    couriersBusy: online?.busy ?? 0,
    pendingApplications: pending?.n ?? 0,
  };
}
