import type { z } from 'zod';
import type { OrderView } from '#domain/orders/order.ts';
import {
  RATING_MESSAGES,
  averageStars,
  ratingProblem,
  type OrderRatingSchema,
  type OrderRatingView,
} from '#domain/orders/rating.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { findOrder, type OrderRow } from './orders.repo.ts';
import { courierStarTotals, findRating, insertRating, type RatingRow } from './ratings.repo.ts';

export const toRatingView = (row: RatingRow | null): OrderRatingView | null =>
  row
    ? {
        orderStars: row.orderStars,
        courierStars: row.courierStars,
        comment: row.comment,
        createdAt: row.createdAt.toISOString(),
      }
    : null;

const refuse = (problem: NonNullable<ReturnType<typeof ratingProblem>>) =>
  new AppError(409, problem.code, problem.message);

/**
 * The customer's rating of a delivered order and its courier: only by the order's owner (anyone else's order is a
 * 404, as if missing), only after delivery, once.
 */
export function createRatings(deps: OrdersDeps, view: (order: OrderRow) => Promise<OrderView>) {
  async function rate(userId: string, orderId: string, input: z.output<typeof OrderRatingSchema>) {
    const order = await findOrder(deps.db, orderId);
    if (!order || order.userId !== userId) throw notFound('Order not found');
    const problem = ratingProblem(order, await findRating(deps.db, orderId));
    if (problem) throw refuse(problem);
    try {
      await insertRating(deps.db, {
        orderId,
        userId,
        courierUserId: order.courierUserId,
        orderStars: input.orderStars,
        courierStars: order.courierUserId ? input.courierStars : null,
        comment: input.comment,
        createdAt: deps.now(),
      });
    } catch (error) {
      // Two taps at once: the second finds the first's row.
      if (isUniqueViolation(error))
        throw refuse({ code: 'already_rated', message: RATING_MESSAGES.alreadyRated });
      throw error;
    }
    return view(order);
  }

  /** The courier's average stars over their rated deliveries, for the staff courier page. */
  async function courierAverage(courierUserId: string) {
    const { total, count } = await courierStarTotals(deps.db, courierUserId);
    return { average: averageStars(total, count), count };
  }

  return { rate, courierAverage };
}
