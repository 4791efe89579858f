import { z } from 'zod';
import type { OrderStatus } from './status.ts';

export const RATING_COMMENT_MAX = 500;

export const RATING_MESSAGES = {
  stars: 'Choose 1 to 5 stars',
  comment: `Keep the comment under ${RATING_COMMENT_MAX} characters`,
  notDelivered: 'You can rate an order once it has been delivered',
  alreadyRated: 'You have already rated this order',
} as const;

const Stars = z
  .number({ error: RATING_MESSAGES.stars })
  .int(RATING_MESSAGES.stars)
  .min(1, RATING_MESSAGES.stars)
  .max(5, RATING_MESSAGES.stars);

/** `POST /api/orders/:id/rating`: the order's stars, the courier's (optional) and an optional comment. */
export const OrderRatingSchema = z.strictObject({
  orderStars: Stars,
  courierStars: Stars.nullable().default(null),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, RATING_MESSAGES.comment)
    .default('')
    .transform((text) => (text === '' ? null : text)),
});
export type OrderRatingInput = z.input<typeof OrderRatingSchema>;

export const OrderRatingViewSchema = z.strictObject({
  orderStars: z.number().int().min(1).max(5),
  courierStars: z.number().int().min(1).max(5).nullable(),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OrderRatingView = z.infer<typeof OrderRatingViewSchema>;

/**
 * Why this order may not be rated now, or null: only a delivered order, once. (Ownership is checked before: anyone
 * else's order answers as a missing one.)
 */
export function ratingProblem(
  order: { status: OrderStatus },
  existing: unknown,
): { code: 'not_delivered' | 'already_rated'; message: string } | null {
  if (existing) return { code: 'already_rated', message: RATING_MESSAGES.alreadyRated };
  if (order.status !== 'delivered') return { code: 'not_delivered', message: RATING_MESSAGES.notDelivered };
  return null;
}

/** '4.7' out of five, or null without ratings. */
export function averageStars(total: number, count: number): number | null {
  return count > 0 ? Math.round((total / count) * 10) / 10 : null;
}
