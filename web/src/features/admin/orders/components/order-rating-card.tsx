import type { AdminOrderDetail } from '#domain/admin/order-detail.ts';
import { DetailCard, Fact } from '#web/components/ui/detail-card.tsx';

const stars = (n: number) => `${n} / 5`;

/** The customer's rating of a delivered order and of its courier, once given. */
export function OrderRatingCard({ order }: { order: AdminOrderDetail }) {
  const { rating } = order;
  if (!rating) return null;
  return (
    <DetailCard title="Customer rating">
      <dl data-testid="admin-order-rating">
        <Fact term="Order">{stars(rating.orderStars)}</Fact>
        <Fact term="Courier">{rating.courierStars === null ? 'Not rated' : stars(rating.courierStars)}</Fact>
        {rating.comment && <Fact term="Comment">{rating.comment}</Fact>}
      </dl>
    </DetailCard>
  );
}
