import { describe, expect, it } from 'vitest';
import { OrderRatingSchema, RATING_MESSAGES, averageStars, ratingProblem } from './rating.ts';

describe('OrderRatingSchema', () => {
  it('takes 1–5 stars, the courier optional and an optional trimmed comment', () => {
    expect(OrderRatingSchema.parse({ orderStars: 5 })).toEqual({
      orderStars: 5,
      courierStars: null,
      comment: null,
    });
    expect(OrderRatingSchema.parse({ orderStars: 4, courierStars: 5, comment: '  Fast  ' })).toEqual({
      orderStars: 4,
      courierStars: 5,
      comment: 'Fast',
    });
  });

  it('refuses stars out of range or fractional and long comments, in the messages shown', () => {
    for (const orderStars of [0, 6, 2.5, '5', null]) {
      const result = OrderRatingSchema.safeParse({ orderStars });
      expect(result.error?.issues[0]?.message).toBe(RATING_MESSAGES.stars);
    }
    const long = OrderRatingSchema.safeParse({ orderStars: 5, comment: 'x'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe(RATING_MESSAGES.comment);
    expect(OrderRatingSchema.safeParse({ orderStars: 5, extra: 1 }).success).toBe(false);
  });
});

describe('ratingProblem', () => {
  it('lets a delivered order be rated once', () => {
    expect(ratingProblem({ status: 'delivered' }, null)).toBeNull();
    expect(ratingProblem({ status: 'delivered' }, { orderStars: 5 })?.code).toBe('already_rated');
  });

  it('refuses an order before delivery, or one that ended without it', () => {
    for (const status of ['pending', 'in_transit', 'cancelled', 'returned'] as const) {
      expect(ratingProblem({ status }, null)).toEqual({
        code: 'not_delivered',
        message: 'You can rate an order once it has been delivered',
      });
    }
  });
});

describe('averageStars', () => {
  it('rounds to one decimal, and is null without ratings', () => {
    expect(averageStars(14, 3)).toBe(4.7);
    expect(averageStars(0, 0)).toBeNull();
  });
});
