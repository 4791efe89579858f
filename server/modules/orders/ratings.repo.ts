import { count, eq, sum } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { orderRatings } from '#server/db/schema/orders.ts';

const ratingColumns = {
  orderStars: orderRatings.orderStars,
  courierStars: orderRatings.courierStars,
  comment: orderRatings.comment,
  createdAt: orderRatings.createdAt,
};
export type RatingRow = {
  orderStars: number;
  courierStars: number | null;
  comment: string | null;
  createdAt: Date;
};

export async function findRating(tx: DbOrTx, orderId: string): Promise<RatingRow | null> {
  const [row] = await tx
    .select(ratingColumns)
    .from(orderRatings)
    .where(eq(orderRatings.orderId, orderId))
    .limit(1);
  return row ?? null;
}

/** Fails with a unique violation when the order already has its rating. */
export async function insertRating(tx: DbOrTx, values: typeof orderRatings.$inferInsert) {
  await tx.insert(orderRatings).values(values);
}

/** A courier's rated deliveries: how many, and the sum of their stars (on `order_ratings_courier_idx`). */
export async function courierStarTotals(tx: DbOrTx, courierUserId: string) {
  const [row] = await tx
    .select({
      total: sum(orderRatings.courierStars).mapWith(Number),
      count: count(orderRatings.courierStars),
    })
    .from(orderRatings)
    .where(eq(orderRatings.courierUserId, courierUserId));
  return { total: row?.total ?? 0, count: row?.count ?? 0 };
}
