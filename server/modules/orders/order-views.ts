import type { OrderView, TrackingView } from '#domain/orders/order.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { toOrderView, toTrackingView, type DeliveryPeople } from './orders.dto.ts';
import { shopNameOf } from './orders.queries.ts';
import { eventsOf, itemsOf, type OrderEventRow, type OrderItemRow, type OrderRow } from './orders.repo.ts';
import { findRating } from './ratings.repo.ts';
import { toRatingView } from './ratings.service.ts';

/** An order as its owner sees it, and as a tracking-code holder does: read side by side, one round trip each. */
export function createOrderViews(deps: Pick<OrdersDeps, 'db' | 'now' | 'courierOf'>) {
  const { db } = deps;

  const peopleOf = async (order: OrderRow): Promise<DeliveryPeople> => {
    const [shopName, courier] = await Promise.all([shopNameOf(db, order.merchantId), deps.courierOf(order)]);
    return { shopName, courier };
  };

  async function view(order: OrderRow): Promise<OrderView> {
    const [items, events, people, rating] = await Promise.all([
      itemsOf(db, [order.id]),
      eventsOf(db, order.id),
      peopleOf(order),
      order.status === 'delivered' ? findRating(db, order.id) : null,
    ]);
    return toOrderView(order, items, events, deps.now(), people, toRatingView(rating));
  }

  async function trackingView(order: OrderRow): Promise<TrackingView> {
    const [items, events, people] = await Promise.all([
      itemsOf(db, [order.id]),
      eventsOf(db, order.id),
      peopleOf(order),
    ]);
    return toTrackingView(order, items, events, deps.now(), people);
  }

  /** The view of an order just placed, from the rows its checkout wrote: no read back. */
  function placedView(placed: {
    order: OrderRow;
    items: OrderItemRow[];
    events: OrderEventRow[];
    shopName: string;
  }): OrderView {
    const { order, items, events, shopName } = placed;
    return toOrderView(order, items, events, deps.now(), { shopName, courier: null });
  }

  return { view, placedView, trackingView };
}
