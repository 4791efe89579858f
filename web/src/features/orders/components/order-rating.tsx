import { useState, type FormEvent } from 'react';
import type { OrderView } from '#domain/orders/order.ts';
import { RATING_COMMENT_MAX, RATING_MESSAGES } from '#domain/orders/rating.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { useRateOrder } from '../api/rate-order.ts';
import { StarPicker } from './star-picker.tsx';

const starsText = (stars: number) => `${stars} out of 5`;

/** The owner's rating of a delivered order and its courier: a short form once, then what they gave. */
export function OrderRating({ order }: { order: OrderView }) {
  const [orderStars, setOrderStars] = useState<number | null>(null);
  const [courierStars, setCourierStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rate = useRateOrder(order.id);
  const courierName = order.progress.courierName;

  if (order.rating) {
    return (
      <div data-testid="order-rating" className="mt-4 rounded-2xl bg-surface-2/70 p-4 text-sm">
        <p className="font-medium">Thanks for your rating</p>
        <p className="mt-1 text-muted">
          Order: {starsText(order.rating.orderStars)}
          {order.rating.courierStars !== null && ` · Courier: ${starsText(order.rating.courierStars)}`}
        </p>
        {order.rating.comment && <p className="mt-1 break-words">“{order.rating.comment}”</p>}
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (orderStars === null) return setProblem(RATING_MESSAGES.stars);
    setProblem(null);
    rate.mutate(
      { orderStars, courierStars, comment },
      { onError: (error) => setProblem(error.message || 'Please try again.') },
    );
  }

  return (
    <form onSubmit={submit} aria-labelledby="rating-title" className="mt-5 space-y-4" noValidate>
      <h3 id="rating-title" className="font-display text-xl">
        How did we do?
      </h3>
      <StarPicker legend="Your order" name="order-stars" value={orderStars} onChange={setOrderStars} />
      {courierName && (
        <StarPicker
          legend={`Your courier, ${courierName} (optional)`}
          name="courier-stars"
          value={courierStars}
          onChange={setCourierStars}
        />
      )}
      <div>
        <label htmlFor="rating-comment" className="text-sm font-medium">
          Comment (optional)
        </label>
        <textarea
          id="rating-comment"
          value={comment}
          maxLength={RATING_COMMENT_MAX}
          onChange={(e) => setComment(e.target.value)}
          rows={3}
          className={`${CONTROL_CLASS} mt-1.5 h-auto py-2`}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={rate.isPending} aria-busy={rate.isPending}>
        Send rating
      </Button>
    </form>
  );
}
