import type { ChatCustomerOrder } from '#domain/chat/staff-schemas.ts';
import type { GuestOrdersOf } from '#domain/orders/guest-orders.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { OrdersService } from '#server/modules/orders/orders.service.ts';
import { latestOrders } from './live-chat-context.queries.ts';

/** The orders module's guest-order look-up (its published staff surface). */
export type GuestOrdersLookup = OrdersService['staff']['guestOrders'];

/** How many orders the customer card lists. */
export const CARD_ORDERS = 8;

/**
 * The customer card's orders: the account's own (when there is one) and the guest checkouts with the same e-mail or
 * phone, newest first.
 */
export async function customerOrders(
  db: DbOrTx,
  guestOrders: GuestOrdersLookup,
  userId: string | null,
  who: GuestOrdersOf,
): Promise<ChatCustomerOrder[]> {
  const [own, guest] = await Promise.all([
    userId ? latestOrders(db, userId, CARD_ORDERS) : Promise.resolve([]),
    guestOrders(who, CARD_ORDERS),
  ]);
  const guestLines: ChatCustomerOrder[] = guest.map((o) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    totalCents: o.totalCents,
    placedAt: o.placedAt.toISOString(),
    trackingCode: o.trackingCode,
    windowStart: o.windowStart.toISOString(),
    windowEnd: o.windowEnd.toISOString(),
    guest: o.matchedBy,
  }));
  return [...own, ...guestLines].sort((a, b) => b.placedAt.localeCompare(a.placedAt)).slice(0, CARD_ORDERS);
}
